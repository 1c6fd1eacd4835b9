import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ClientFormat, PromptInput } from './clients.js';

/**
 * Reading a client's config file, putting one server entry into it, and writing it back. The file belongs to the
 * client and to the person: every key, server and input that is not ours is carried over as it was, a file that
 * cannot be read as JSON is refused rather than replaced, and the previous version is copied aside before any
 * change.
 */

export type JsonObject = { [key: string]: unknown };

/** A problem with the file itself (unreadable, not JSON, an unexpected shape). Nothing is written after one. */
export class ConfigFileError extends Error {
  override readonly name = 'ConfigFileError';
}

export interface ConfigDocument {
  path: string;
  /** The file's text, or null when it does not exist yet. */
  text: string | null;
  doc: JsonObject;
  indent: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readConfigDocument(path: string): ConfigDocument {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (thrown) {
    const code = (thrown as { code?: unknown }).code;
    if (code === 'ENOENT') return { path, text: null, doc: {}, indent: '  ' };
    throw new ConfigFileError(`${path} cannot be read${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  // An empty file is what `touch` leaves: nothing to keep, so it reads as an empty config.
  if (text.trim() === '') return { path, text, doc: {}, indent: '  ' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (thrown) {
    const why = thrown instanceof Error ? thrown.message : String(thrown);
    throw new ConfigFileError(
      `${path} is not valid JSON (${why}); comments and trailing commas are not supported either. ` +
        'Fix the file, or add the entry by hand (see --print)',
    );
  }
  if (!isObject(parsed)) throw new ConfigFileError(`${path} holds JSON that is not an object`);
  return { path, text, doc: parsed, indent: /^\{\r?\n([ \t]+)\S/.exec(text)?.[1] ?? '  ' };
}

/**
 * The document with `entry` under `servers[name]`. The entry's own fields that this installer does not set
 * (say `disabled`, or an allow-list the person added) stay; `command`, `args` and `env` are replaced whole, so a
 * setting dropped from the environment does not linger. Inputs are ours when their id is in `ownedInputIds`:
 * those no entry uses any more are removed, the wanted ones are put in place or appended.
 */
export function withEntry(
  document: ConfigDocument,
  format: ClientFormat,
  name: string,
  entry: JsonObject,
  inputs: readonly PromptInput[],
  ownedInputIds: readonly string[],
): JsonObject {
  const doc = structuredClone(document.doc);
  const servers = doc[format.serversKey] ?? {};
  if (!isObject(servers)) throw new ConfigFileError(`${document.path}: "${format.serversKey}" is not an object`);
  const previous = servers[name];
  servers[name] = isObject(previous) ? { ...previous, ...entry } : entry;
  doc[format.serversKey] = servers;

  if (format.input === undefined) return doc;
  const existing = doc.inputs ?? [];
  if (!Array.isArray(existing)) throw new ConfigFileError(`${document.path}: "inputs" is not an array`);
  const idOf = (input: unknown): unknown => (isObject(input) ? input.id : undefined);
  const wanted = new Map(inputs.map((input) => [input.id, input]));
  // Another entry (a second node under another --name) may still ask for the same secret.
  const others = JSON.stringify(Object.entries(servers).filter(([key]) => key !== name));
  const inUse = (id: string) => others.includes(`\${input:${id}}`);
  const kept = existing
    .filter((input) => {
      const id = idOf(input);
      return typeof id !== 'string' || !ownedInputIds.includes(id) || wanted.has(id) || inUse(id);
    })
    .map((input) => {
      const id = idOf(input);
      const replacement = typeof id === 'string' ? wanted.get(id) : undefined;
      if (replacement !== undefined) wanted.delete(replacement.id);
      return replacement ?? input;
    });
  const next = [...kept, ...wanted.values()];
  if (doc.inputs !== undefined) doc.inputs = next;
  // VS Code's own files declare inputs before the servers that use them.
  else if (next.length > 0) return { inputs: next, ...doc };
  return doc;
}

export function render(doc: JsonObject, indent: string): string {
  return `${JSON.stringify(doc, null, indent)}\n`;
}

/** True when the document already says what `doc` says (formatting aside): then nothing is written. */
export function unchanged(document: ConfigDocument, doc: JsonObject): boolean {
  return document.text !== null && render(document.doc, document.indent) === render(doc, document.indent);
}

/**
 * Writes `text` over the file through a temporary file and a rename, so a crash leaves the old file or the new
 * one, never half of either. A symlinked config (dotfiles kept elsewhere) is written where the link points. The
 * previous file is copied first to `<file>.<time>.bak` with its mode, never over an older backup.
 */
export function writeWithBackup(path: string, text: string, existed: boolean, now: Date): { backup: string | null } {
  const target = existed ? realpathSync(path) : path;
  mkdirSync(dirname(target), { recursive: true });
  let backup: string | null = null;
  let mode: number | undefined;
  if (existed) {
    mode = statSync(target).mode & 0o7777;
    backup = backupPath(target, now);
    copyFileSync(target, backup, constants.COPYFILE_EXCL);
    chmodSync(backup, mode);
  }
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: 'wx', ...(mode === undefined ? {} : { mode }) });
    if (mode !== undefined) chmodSync(temporary, mode);
    renameSync(temporary, target);
  } catch (thrown) {
    rmSync(temporary, { force: true });
    throw thrown;
  }
  return { backup };
}

function backupPath(target: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  for (let n = 0; ; n++) {
    const candidate = `${target}.${stamp}${n === 0 ? '' : `-${n}`}.bak`;
    if (!existsSync(candidate)) return candidate;
  }
}
