import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readHolder } from '../src/lock/files.js';
import { ModelBusyError, ModelLock } from '../src/lock/model-lock.js';

/**
 * The lock is shared between processes, so it is tested with real ones. The lock modules import only node
 * built-ins; they are transpiled to plain JS in a temp dir for the child processes to load.
 */

let work: string;
let dir: string;
const children: ChildProcessWithoutNullStreams[] = [];

const CHILD = `
import { createInterface } from 'node:readline';
import { ModelLock } from './model-lock.js';
const [dir, label, waitMs, staleMs] = process.argv.slice(2);
const lock = new ModelLock({ dir, staleMs: Number(staleMs) });
const say = (msg) => process.stdout.write(JSON.stringify(msg) + '\\n');
const controller = new AbortController();
let handle;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'status') say({ type: 'status', status: lock.status() });
  if (line === 'abort') controller.abort(new Error('aborted by request'));
  if (line === 'release') { handle?.release(); say({ type: 'released' }); process.exit(0); }
});
say({ type: 'started', pid: process.pid });
lock.acquire(label, { waitMs: Number(waitMs), signal: controller.signal }).then(
  (h) => { handle = h; say({ type: 'acquired', status: lock.status() }); },
  (err) => { say({ type: 'failed', message: err.message }); process.exit(0); },
);
`;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'ainize-lock-mod-'));
  for (const file of ['files', 'model-lock']) {
    const source = readFileSync(new URL(`../src/lock/${file}.ts`, import.meta.url), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    });
    writeFileSync(join(work, `${file}.js`), outputText);
  }
  writeFileSync(join(work, 'child.mjs'), CHILD);
  writeFileSync(join(work, 'package.json'), '{"type":"module"}');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

type Message = { type: string; [key: string]: unknown };

interface Child {
  pid: number;
  owner: string;
  next(type: string): Promise<Message>;
  send(line: string): void;
  exited: Promise<void>;
  proc: ChildProcessWithoutNullStreams;
}

function startChild(label: string, options: { waitMs?: number; staleMs?: number } = {}): Child {
  const proc = spawn(process.execPath, [
    join(work, 'child.mjs'),
    dir,
    label,
    String(options.waitMs ?? 60_000),
    String(options.staleMs ?? 900_000),
  ]);
  children.push(proc);
  const inbox: Message[] = [];
  const waiters: { type: string; resolve: (m: Message) => void }[] = [];
  createInterface({ input: proc.stdout }).on('line', (line) => {
    const msg = JSON.parse(line) as Message;
    const i = waiters.findIndex((w) => w.type === msg.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(msg);
    else inbox.push(msg);
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  return {
    pid: proc.pid as number,
    owner: `pid:${String(proc.pid)}`,
    proc,
    exited,
    send: (line) => proc.stdin.write(`${line}\n`),
    next: (type) => {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0] as Message);
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
  };
}

/** Polls until `check` holds; the test timeout is the only clock. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

describe('model lock across processes', () => {
  it('shows each process the other as holder, with the right label, and hands over in turn', async () => {
    const lock = new ModelLock({ dir });
    const a = startChild('chat:alpha');
    await a.next('acquired');
    expect(lock.status().holder).toMatchObject({
      owner: a.owner,
      label: 'chat:alpha',
      alive: true,
      stale: false,
      mine: false,
    });

    const b = startChild('check:beta');
    await until(() => lock.status().queue.waiting === 1);
    a.send('status');
    const seenByA = (await a.next('status')).status as { holder: Record<string, unknown>; queue: unknown };
    expect(seenByA.holder).toMatchObject({ owner: a.owner, label: 'chat:alpha', mine: true });
    expect(seenByA.queue).toEqual({ running: 1, waiting: 1 });

    a.send('release');
    const acquired = (await b.next('acquired')).status as { holder: Record<string, unknown> };
    expect(acquired.holder).toMatchObject({ owner: b.owner, label: 'check:beta', mine: true });
    expect(lock.status()).toMatchObject({
      holder: { owner: b.owner, label: 'check:beta', mine: false },
      queue: { running: 1, waiting: 0 },
    });
    b.send('release');
    await b.exited;
    expect(lock.status()).toMatchObject({ holder: null, queue: { running: 0, waiting: 0 } });
  });

  it('breaks the hold of a process that died holding it', async () => {
    const a = startChild('apply');
    await a.next('acquired');
    a.proc.kill('SIGKILL');
    await a.exited;
    expect(readHolder(dir, Date.now())).toMatchObject({ state: 'held', holder: { owner: a.owner } });
    const lock = new ModelLock({ dir });
    const handle = await lock.acquire('remove', { waitMs: 60_000 });
    expect(lock.status().holder).toMatchObject({ owner: `pid:${process.pid}`, label: 'remove', mine: true });
    handle.release();
  });

  it('breaks a hold whose lease ran out, and the late release of it does not drop the new hold', async () => {
    const a = startChild('chat:slow', { staleMs: 1 });
    await a.next('acquired');
    const lock = new ModelLock({ dir });
    await until(() => lock.status().holder?.stale === true);
    expect(lock.status().holder).toMatchObject({ owner: a.owner, alive: true, stale: true });
    const handle = await lock.acquire('chat:next', { waitMs: 60_000 });
    a.send('release');
    await a.exited;
    expect(lock.status().holder).toMatchObject({ label: 'chat:next', mine: true });
    handle.release();
    expect(lock.status().holder).toBeNull();
  });

  it('answers "shared runtime busy (<owner>: <label>)" when the wait runs out', async () => {
    const a = startChild('chat:alpha');
    await a.next('acquired');
    const lock = new ModelLock({ dir });
    const err = await lock.acquire('chat:beta', { waitMs: 200 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelBusyError);
    expect((err as Error).message).toBe(`shared runtime busy (${a.owner}: chat:alpha) — try again later`);
    expect(lock.status().queue.waiting).toBe(0);
  });

  it('frees the ticket of a waiter that gives up, in another process or this one', async () => {
    const lock = new ModelLock({ dir });
    const held = await lock.acquire('apply');
    const b = startChild('chat:waiting');
    await until(() => lock.status().queue.waiting === 1);
    b.send('abort');
    expect((await b.next('failed')).message).toBe('aborted by request');
    expect(lock.status().queue.waiting).toBe(0);

    const controller = new AbortController();
    const waiting = lock.acquire('chat:here', { signal: controller.signal });
    await until(() => lock.status().queue.waiting === 1);
    controller.abort(new Error('client went away'));
    await expect(waiting).rejects.toThrow('client went away');
    expect(lock.status().queue.waiting).toBe(0);
    expect(lock.status().holder).toMatchObject({ label: 'apply', mine: true });
    held.release();
  });

  it('serves waiters in arrival order', async () => {
    const a = startChild('chat:first');
    await a.next('acquired');
    const lock = new ModelLock({ dir });
    const order: string[] = [];
    const first = lock.withLock('check:one', () => void order.push('one'));
    await until(() => lock.status().queue.waiting === 1);
    const second = lock.withLock('check:two', () => void order.push('two'));
    await until(() => lock.status().queue.waiting === 2);
    a.send('release');
    await Promise.all([first, second]);
    expect(order).toEqual(['one', 'two']);
  });
});

describe('lock status after the holder was killed', () => {
  it('shows the lock free at once, without waiting for the next lock user, and leaves no holder on disk', async () => {
    const a = startChild('apply');
    await a.next('acquired');
    a.proc.kill('SIGKILL');
    await a.exited;
    const lock = new ModelLock({ dir });
    expect(lock.status()).toMatchObject({ holder: null, queue: { running: 0, waiting: 0 } });
    expect(readHolder(dir, Date.now())).toEqual({ state: 'free' });
    // Another process reading the lock afterwards sees it free too: the stale holder is gone, not just hidden.
    const b = startChild('check:after');
    const acquired = (await b.next('acquired')).status as { holder: Record<string, unknown> };
    expect(acquired.holder).toMatchObject({ owner: b.owner, label: 'check:after' });
  });

  it('does not break a living holder whose lease ran out while nobody waits', async () => {
    const a = startChild('chat:slow', { staleMs: 1 });
    await a.next('acquired');
    const lock = new ModelLock({ dir });
    await until(() => lock.status().holder?.stale === true);
    expect(lock.status().holder).toMatchObject({ owner: a.owner, alive: true, stale: true });
    expect(readHolder(dir, Date.now())).toMatchObject({ state: 'held', holder: { owner: a.owner } });
  });
});
