/**
 * The fenced code blocks of README.md and docs/*.md. A block's info string is its language, then
 * optionally `not-a-recipe: <reason>`: the only way to leave a block untested, visible in the
 * Markdown source with its reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface DocBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  /** The reason after `not-a-recipe:`, when the block is marked so. */
  notARecipe?: string;
  text: string;
}

export function extractBlocks(markdown: string, file: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*(.*)$/.exec(lines[index]!);
    if (!open) continue;
    const [, fence = '', info = ''] = open;
    const body: string[] = [];
    let end = index + 1;
    const closes = (line: string) =>
      line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '';
    while (end < lines.length && !closes(lines[end]!)) body.push(lines[end++]!);
    const [lang = '', ...rest] = info.trim().split(/\s+/);
    const note = /not-a-recipe:\s*(.*)$/.exec(rest.join(' '));
    blocks.push({
      file,
      line: index + 1,
      lang: lang.toLowerCase(),
      ...(note ? { notARecipe: note[1]!.trim() } : {}),
      text: body.join('\n'),
    });
    index = end;
  }
  return blocks;
}

/** Every block of README.md and docs/*.md, in file order. */
export function docsBlocks(root: string): DocBlock[] {
  const files = [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ];
  return files.flatMap((file) => extractBlocks(readFileSync(join(root, file), 'utf8'), file));
}

/** Where a block is, for messages: `docs/elements.md:360`. */
export const where = (block: DocBlock) => `${block.file}:${block.line}`;
