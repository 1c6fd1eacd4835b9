/**
 * The URL of a module to run in a worker thread, given as a sibling of the calling module.
 *
 * A worker thread loads plain JavaScript only. Built code is already that; but tests run the TypeScript sources,
 * where the caller's `import.meta.url` ends in `.ts` and its sibling worker exists only as source. Every package
 * compiles `src/` to `dist/` with the same layout (`rootDir: src`, `outDir: dist`), and the tests' global setup
 * builds `dist/` first, so a source module's worker is loaded from its built twin instead.
 *
 * @param specifier the worker module relative to the caller, spelled as built (`./verify-worker.js`)
 * @param callerUrl the caller's `import.meta.url`
 */
export function workerUrl(specifier: string, callerUrl: string | URL): URL {
  const caller = new URL(callerUrl);
  return new URL(specifier, caller.pathname.endsWith('.ts') ? distTwin(caller) : caller);
}

/** `…/src/a/b.ts` → `…/dist/a/b.js`: the last `/src/` of the path, so a checkout under a `src` folder still maps. */
export function distTwin(sourceUrl: string | URL): URL {
  const url = new URL(sourceUrl);
  const at = url.pathname.lastIndexOf('/src/');
  if (at < 0 || !url.pathname.endsWith('.ts')) {
    throw new Error(`${url.href} is not a TypeScript source under src/, so it has no built twin in dist/`);
  }
  url.pathname = `${url.pathname.slice(0, at)}/dist/${url.pathname.slice(at + '/src/'.length, -'.ts'.length)}.js`;
  return url;
}
