import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from './errors.js';
import { type Route, defineRoute } from './route.js';

/**
 * The console: the web pages for people, built by the `@ainize/console` package into its `dist/` folder and served
 * here from the node's own port. The node never imports the console's code; it finds the package's folder at run
 * time and reads the built files, so a node built without the console still starts and says how to get it.
 *
 * Every page reads the node's public HTTP API from the browser, the same API the MCP server reads.
 */

/**
 * Nothing inline and nothing from another host: scripts, styles, images and requests come from this origin only,
 * and no page can be framed. `img-src data:` is not needed, so it is not granted.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONSOLE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The paths that answer with the console's page, and what each shows; the page itself reads the path and shows what
 * it names. The operator's pages are served to anyone (they are the same file): their data comes from routes that
 * need the operator's session.
 */
const CONSOLE_PAGES: readonly { path: string; summary: string }[] = [
  { path: '/', summary: 'The web console: the catalog for people' },
  { path: '/knowledge/:id', summary: 'The web console: one knowledge, looked at closely and proved live' },
  { path: '/signin', summary: "The web console: the operator's sign-in" },
  { path: '/wallet', summary: "The web console: the operator's wallet and purchases" },
  { path: '/lessons', summary: "The web console: this node's lessons" },
  { path: '/lessons/:id', summary: 'The web console: one lesson, its progress and what it learned' },
  { path: '/teach', summary: 'The web console: teach a small lesson from a pasted table' },
  { path: '/peers', summary: "The web console: peers, the trust policy and the ledger's checks" },
];

const PAGE_PATTERNS = CONSOLE_PAGES.map(({ path }) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}$`));

/** True when `url` (path and query) is one of the console's pages: its query is the page's to judge. */
export function isConsolePage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** Built asset names: vite's hashed file names, nothing that could climb out of the folder. */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}\.(js|css|svg|woff2)$/;

const MEDIA: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
};

const NOT_BUILT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ainize node</title></head>
<body>
<main>
<h1>Ainize node</h1>
<p>This node answers its HTTP API, but its web console has not been built.</p>
<p>Run <code>npm run build</code> in the project folder, then reload this page.</p>
</main>
</body>
</html>
`;

/** The console package's `dist/` folder, found through the package's own path; undefined when it is not installed. */
export function locateConsoleDist(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('@ainize/console/package.json');
    return join(dirname(manifest), 'dist');
  } catch {
    return undefined;
  }
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function secured(reply: FastifyReply): FastifyReply {
  return reply.headers(SECURITY_HEADERS);
}

/**
 * `GET /` and `GET /knowledge/:id` answer the console's page; `GET /assets/:file` its script, style and icon. Files
 * are read when asked for, so building the console while the node runs is enough to get it.
 *
 * @param dist the console's built folder (by default the package's own); a folder without the built page answers the
 *   not-built page.
 */
export function consoleRoutes(dist: string | undefined = locateConsoleDist()): Route[] {
  const page = (reply: FastifyReply): FastifyReply => {
    const html = dist === undefined ? undefined : readOrUndefined(join(dist, 'index.html'));
    return secured(reply)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html ?? NOT_BUILT);
  };
  return [
    ...CONSOLE_PAGES.map(({ path, summary }) =>
      defineRoute({
        method: 'GET',
        path,
        auth: 'none',
        tags: ['console'],
        summary,
        description:
          path === '/'
            ? 'An HTML page; when the console is not built, a short page saying to run `npm run build`.'
            : 'The same HTML page as `/`; it reads what it shows from the node API.',
        ...(path.includes(':id') ? { params: z.object({ id: z.string().min(1).max(200) }) } : {}),
        produces: 'text/html',
        handler: ({ reply }) => page(reply),
      }),
    ),
    defineRoute({
      method: 'GET',
      path: '/assets/:file',
      auth: 'none',
      tags: ['console'],
      summary: "The console's built script, style and icon files",
      params: z.object({ file: z.string().regex(ASSET_NAME, 'must be the name of a built console file') }),
      produces: 'application/octet-stream',
      handler: ({ params, reply }) => {
        const bytes = dist === undefined ? undefined : readOrUndefined(join(dist, 'assets', params.file));
        if (bytes === undefined) throw new NotFoundError(`no console file ${params.file}`);
        const extension = params.file.slice(params.file.lastIndexOf('.') + 1);
        return (
          secured(reply)
            .header('content-type', MEDIA[extension] ?? 'application/octet-stream')
            // Built names carry a hash of their content, so a name never changes meaning.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(bytes)
        );
      },
    }),
  ];
}
