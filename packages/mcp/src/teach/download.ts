import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { AinizeFailure, sha256Hex } from '@ainize/core';
import type { NodeClient } from '../node-client/index.js';

/**
 * A lesson's files, kept private: the node's save route hands out links with a short-lived token (a credential,
 * used here and never returned), each file is read up to the configured cap, the knowledge file must hash to what
 * the node said it is, and only then is anything written — `<download dir>/<lesson>/`, folder 0700, files 0600.
 */

export const LESSON_FILES = ['knowledge_file', 'recipe', 'notes'] as const;
export type LessonFile = (typeof LESSON_FILES)[number];

export interface DownloadOptions {
  directory: string;
  maxBytes: number;
  include: readonly LessonFile[];
  signal?: AbortSignal;
}

export interface DownloadedFile {
  what: LessonFile;
  path: string;
  bytes: number;
  sha256: string;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

export async function downloadLesson(client: NodeClient, lessonId: string, options: DownloadOptions) {
  if (!SAFE_NAME.test(lessonId)) {
    throw AinizeFailure.of('invalid_argument', 'a lesson id is letters, digits, ".", "_" and "-"', {
      details: { field: 'lesson_id' },
    });
  }
  const call = options.signal ? { signal: options.signal } : {};
  const saved = await client.teach.save(lessonId, call);
  const npzName = SAFE_NAME.test(basename(saved.filename)) ? basename(saved.filename) : `${lessonId}.npz`;
  const wanted: { what: LessonFile; link: string; name: string }[] = [
    { what: 'knowledge_file' as const, link: saved.download.npz_url, name: npzName },
    { what: 'recipe' as const, link: saved.download.recipe_url, name: 'recipe.json' },
    { what: 'notes' as const, link: saved.download.readme_url, name: 'RUN-LOCALLY.md' },
  ].filter((file) => options.include.includes(file.what));

  // Everything is read and checked before anything is written: a refused file leaves no half-kept lesson.
  const read: { what: LessonFile; name: string; bytes: Uint8Array }[] = [];
  for (const file of wanted) {
    const answer = await client.teach.file(file.link, options.maxBytes, call);
    if (answer === null) {
      throw AinizeFailure.of(
        'download_too_large',
        `the lesson's ${file.what.replace('_', ' ')} is larger than ${Math.round(options.maxBytes / 1048576)} MB ` +
          '(AINIZE_MCP_MAX_DOWNLOAD_MB); nothing was written',
        { details: { what: file.what, max_bytes: options.maxBytes } },
      );
    }
    if (file.what === 'knowledge_file' && sha256Hex(answer) !== saved.sha256) {
      throw AinizeFailure.of(
        'upstream_error',
        'the knowledge file the node sent does not hash to the sha256 it named; nothing was written',
        { details: { expected_sha256: saved.sha256, got_sha256: sha256Hex(answer) } },
      );
    }
    read.push({ what: file.what, name: file.name, bytes: answer });
  }

  const directory = join(options.directory, lessonId);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  chmodSync(directory, 0o700);
  const files: DownloadedFile[] = read.map((file) => {
    const path = join(directory, file.name);
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, file.bytes, { mode: 0o600 });
    renameSync(temp, path);
    return { what: file.what, path, bytes: file.bytes.byteLength, sha256: sha256Hex(file.bytes) };
  });
  return {
    directory,
    files,
    knowledge: { sha256: saved.sha256, rows: saved.rows, size_bytes: saved.size_bytes, filename: npzName },
  };
}
