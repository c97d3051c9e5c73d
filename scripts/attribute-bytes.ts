/**
 * Which sources a shipped file's gzip bytes come from: builds `vite.config.ts --mode <mode>` with
 * source maps (nothing written), gives each output character to the source its mapping names, and
 * prints per source (per package for node_modules; FINE=1 per file) its raw characters and its
 * marginal gzip bytes (the file's gzip size minus the size without that source's characters).
 * Marginal bytes do not add up to the total (gzip shares context across sources), but they rank
 * what a page would save.
 *
 *   node --import tsx scripts/attribute-bytes.ts [mode] [file-regex]
 *   node --import tsx scripts/attribute-bytes.ts account-bundle '^account-elements\.js$'
 *   SHOW=src/api/config.ts node --import tsx scripts/attribute-bytes.ts   (prints that source's code)
 */
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping, type SourceMapInput } from '@jridgewell/trace-mapping';
import { build, type Rolldown } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const mode = process.argv[2] ?? 'account-bundle';
const wanted = new RegExp(process.argv[3] ?? '^account-elements\\.js$');

/** A source's group: its package under node_modules (or the file with FINE=1), else its path. */
function groupOf(source: string | null): string {
  if (!source) return '(unmapped)';
  const path = source.replace(/^.*?node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '');
  if (process.env.FINE) return path;
  const name = path.match(/^node_modules\/(@[^/]+\/[^/]+|[^/]+)/)?.[1];
  return name ? `node_modules/${name}` : path;
}

/** The group of every character of `code`, from its source map. */
function owners(code: string, map: SourceMapInput): string[] {
  const lineStarts = [0];
  for (let index = 0; index < code.length; index++)
    if (code[index] === '\n') lineStarts.push(index + 1);
  const marks: { at: number; group: string }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    const at = lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn;
    marks.push({ at, group: groupOf(mapping.source) });
  });
  marks.sort((a, b) => a.at - b.at);
  const out = new Array<string>(code.length).fill('(unmapped)');
  marks.forEach((mark, index) => {
    const end = marks[index + 1]?.at ?? code.length;
    for (let at = mark.at; at < end; at++) out[at] = mark.group;
  });
  return out;
}

const result = await build({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  mode,
  logLevel: 'silent',
  build: { write: false, sourcemap: true, reportCompressedSize: false },
});
const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
for (const output of outputs)
  for (const item of output.output) {
    if (item.type !== 'chunk' || !wanted.test(item.fileName) || !item.map) continue;
    const code = item.code;
    const owner = owners(code, item.map as unknown as SourceMapInput);
    const total = gzip(code);
    console.log(`${item.fileName}: ${code.length} B, ${total} B gzip`);
    if (process.env.SHOW) {
      const pieces = [...code].filter((_, at) => owner[at] === process.env.SHOW);
      console.log(pieces.join(''));
    }
    const chars = new Map<string, number>();
    for (const group of owner) chars.set(group, (chars.get(group) ?? 0) + 1);
    const rows = [...chars].map(([group, count]) => ({
      group,
      count,
      marginal: total - gzip([...code].filter((_, at) => owner[at] !== group).join('')),
    }));
    rows.sort((a, b) => b.marginal - a.marginal);
    console.log('gzip (marginal)   chars  source');
    for (const row of rows)
      console.log(
        `${String(row.marginal).padStart(15)} ${String(row.count).padStart(7)}  ${row.group}`,
      );
  }
