import { ConfigError } from '../home/home.js';

/**
 * Where `ainize passwd` takes the new password from: `AINIZE_OPERATOR_PASSWORD` (the variable the MCP server
 * signs in with, so one value serves both), else the first line of stdin, else, at a terminal, a prompt that
 * does not echo. Never from argv: a command line is visible to every user of the machine.
 */

export const PASSWORD_ENV = 'AINIZE_OPERATOR_PASSWORD';

export async function readNewPassword(env: NodeJS.ProcessEnv, stdin: NodeJS.ReadStream = process.stdin) {
  const fromEnv = env[PASSWORD_ENV];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!stdin.isTTY) return firstLine(await readAll(stdin));
  const password = await promptHidden(stdin, 'new operator password: ');
  if ((await promptHidden(stdin, 'again: ')) !== password)
    throw new ConfigError('the two passwords differ; nothing was changed');
  return password;
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

const ENTER = new Set(['\r', '\n', '\u0004']);
const CTRL_C = '\u0003';
const BACKSPACE = new Set(['\u007f', '\b']);

/** Reads one line in raw mode, so the terminal shows nothing of it; the prompt goes to stderr. */
function promptHidden(stdin: NodeJS.ReadStream, prompt: string): Promise<string> {
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let chars: string[] = [];
    const finish = (err?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(chars.join(''));
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (ENTER.has(char)) return finish();
        if (char === CTRL_C) return finish(new ConfigError('cancelled; nothing was changed'));
        if (BACKSPACE.has(char)) chars = chars.slice(0, -1);
        else chars.push(char);
      }
    };
    stdin.on('data', onData);
  });
}
