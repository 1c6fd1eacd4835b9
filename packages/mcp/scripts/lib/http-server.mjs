// Starts `ainize-mcp --http 0` as a subprocess and reads its address from the line it prints on stderr, so a
// scenario can drive the Streamable HTTP transport the way an operator starts it. `raw` sends one plain HTTP
// request with exactly the headers given — including the ones no MCP client would send (a forged Host, a
// foreign Origin, a session id nobody issued) — and reads the answer whole, or for at most `readMs`.
import { spawn } from 'node:child_process';
import { request } from 'node:http';

const START_TIMEOUT_MS = 20_000;

/**
 * @param {{ bin: string, cwd: string, env: Record<string, string>, args?: string[],
 *           record: (dir: string, data: unknown) => void }} options
 */
export async function startHttpServer(options) {
  const child = spawn(process.execPath, [options.bin, '--http', '0', ...(options.args ?? [])], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    url: /** @type {string | null} */ (null),
    port: 0,
    stderr: '',
    stdout: '',
    exitCode: /** @type {string | null} */ (null),
    sessions: 0,
    label: '',
    /** @type {Promise<string>} */
    exited: new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        server.exitCode = String(signal ?? code);
        options.record('exit', { code: server.exitCode });
        resolve(server.exitCode);
      }),
    ),
    /**
     * @param {{ method?: string, headers?: Record<string, string>, body?: string, readMs?: number }} init
     * @returns {Promise<{ status: number, headers: Record<string, any>, text: string }>}
     */
    raw: (init) =>
      new Promise((resolve, reject) => {
        const headers = { host: `127.0.0.1:${server.port}`, ...init.headers };
        options.record('http_send', { method: init.method ?? 'POST', headers, body: init.body ?? null });
        const req = request(
          { host: '127.0.0.1', port: server.port, path: '/mcp', method: init.method ?? 'POST', headers },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            let done = false;
            const finish = () => {
              if (done) return;
              done = true;
              const answer = { status: res.statusCode ?? 0, headers: res.headers, text };
              options.record('http_recv', answer);
              resolve(answer);
            };
            res.on('end', finish);
            if (init.readMs !== undefined) {
              setTimeout(() => {
                res.destroy();
                finish();
              }, init.readMs);
            }
          },
        );
        req.on('error', reject);
        req.end(init.body);
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return server.exited;
    },
  };
  child.stdout.on('data', (chunk) => (server.stdout += chunk.toString('utf8')));
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, START_TIMEOUT_MS);
    child.stderr.on('data', (chunk) => {
      const text = chunk.toString('utf8');
      server.stderr += text;
      options.record('stderr', text);
      const found = /serving MCP over Streamable HTTP at (http:\/\/127\.0\.0\.1:(\d+)\/mcp)/.exec(server.stderr);
      if (found && server.url === null) {
        server.url = found[1];
        server.port = Number(found[2]);
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    void server.exited.then(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  return server;
}
