// Runs every bench section against the built packages, prints the tables and records them in
// docs/benchmarks.md. Each section's block carries its own machine and date, so `--only` refreshes
// just the sections it ran and leaves the others as they were measured.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const docPath = path.join(root, 'docs', 'benchmarks.md');

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

const machine = [
  `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}`,
  `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM`,
  `${os.platform()} ${os.release()}`,
  `Node ${process.version}`,
].join(', ');

function renderText({ caption, columns, rows }) {
  const cells = [columns, ...rows].map((r) => r.map((c) => String(c)));
  const widths = columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [caption, line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function renderMarkdown({ caption, columns, rows }) {
  const esc = (c) => String(c).replaceAll('|', '\\|');
  return [
    `**${caption}**`,
    '',
    `| ${columns.map(esc).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

async function main() {
  const sectionDir = path.join(here, 'sections');
  const files = (await readdir(sectionDir)).filter((f) => f.endsWith('.mjs')).sort();
  const chosen = files.filter((f) => !only || f.includes(only));
  if (chosen.length === 0) throw new Error(`no bench section matches ${JSON.stringify(only)}`);

  for (const file of chosen) {
    const name = file.replace(/\.mjs$/, '');
    const section = await import(pathToFileURL(path.join(sectionDir, file)).href);
    console.log(`\n=== ${section.title} (${name})${quick ? ' — quick sizes' : ''}`);
    // Other work on the machine skews wall-clock numbers; the load average says how busy it was.
    const load = os.loadavg()[0].toFixed(1);
    const started = Date.now();
    const result = await section.run({ quick, log: (msg) => console.log(`  … ${msg}`) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    for (const table of result.tables) console.log(`\n${renderText(table)}`);
    for (const note of result.notes ?? []) console.log(`  note: ${note}`);

    const date = new Date().toISOString().slice(0, 10);
    const block = [
      `<!-- section:${name} -->`,
      `## ${section.title}`,
      '',
      `Measured ${date} on ${machine}; load average ${load} at the start; the section took ${seconds} s${quick ? ' (**quick sizes** — not the full run)' : ''}.`,
      '',
      ...result.tables.flatMap((t) => [renderMarkdown(t), '']),
      ...(result.notes ?? []).map((n) => `- ${n}`),
      `<!-- /section:${name} -->`,
    ].join('\n');
    // Read the file again for each section written, so runs of other sections side by side keep theirs.
    const doc = await currentDoc();
    const pattern = new RegExp(`<!-- section:${name} -->[\\s\\S]*?<!-- /section:${name} -->`);
    const next = pattern.test(doc) ? doc.replace(pattern, () => block) : `${doc.trimEnd()}\n\n${block}\n`;
    await writeFile(docPath, next.endsWith('\n') ? next : `${next}\n`);
    console.log(`\nwrote ${path.relative(root, docPath)} (${name})`);
  }
}

async function currentDoc() {
  try {
    return await readFile(docPath, 'utf8');
  } catch {
    return '# Benchmarks\n\nWritten by `npm run bench`; every number below was measured by the run whose date it carries.\n';
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
