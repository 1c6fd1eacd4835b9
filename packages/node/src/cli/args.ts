/**
 * A small argv parser: `cmd [sub] --flag value --flag=value --switch -d`. Each command declares its flags,
 * so a typo is an error naming the flag instead of a silently ignored option.
 */

export interface FlagSpec {
  /** Takes a value (`--port 3402`) or is a switch (`--detach`). */
  type: 'string' | 'boolean';
  /** Single-letter alias, e.g. `d` for `-d`. */
  short?: string;
  /** May be given more than once; values collect into a list. */
  repeat?: boolean;
}

export type FlagSpecs = Record<string, FlagSpec>;

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | boolean | string[]>;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseArgs(argv: readonly string[], specs: FlagSpecs): ParsedArgs {
  const positionals: string[] = [];
  const flags: ParsedArgs['flags'] = {};
  const byShort = new Map(Object.entries(specs).flatMap(([name, spec]) => (spec.short ? [[spec.short, name]] : [])));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    let name: string | undefined;
    let inline: string | undefined;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      inline = eq < 0 ? undefined : arg.slice(eq + 1);
    } else if (/^-[A-Za-z]$/.test(arg)) {
      name = byShort.get(arg.slice(1));
      if (name === undefined) throw new UsageError(`unknown option ${arg}`);
    } else {
      positionals.push(arg);
      continue;
    }
    const spec = specs[name];
    if (!spec) throw new UsageError(`unknown option --${name}`);
    let value: string | boolean;
    if (spec.type === 'boolean') {
      if (inline !== undefined && !['true', 'false'].includes(inline)) {
        throw new UsageError(`--${name} is a switch; it takes no value`);
      }
      value = inline !== 'false';
    } else if (inline !== undefined) {
      value = inline;
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('-')) throw new UsageError(`--${name} needs a value`);
      value = next;
      i++;
    }
    if (spec.repeat && typeof value === 'string') {
      const list = flags[name];
      flags[name] = [...(Array.isArray(list) ? list : []), value];
    } else {
      flags[name] = value;
    }
  }
  return { positionals, flags };
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags[name];
  return typeof value === 'string' ? value : undefined;
}

export function listFlag(args: ParsedArgs, name: string): string[] {
  const value = args.flags[name];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}

export function intFlag(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const text = stringFlag(args, name);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return n;
}
