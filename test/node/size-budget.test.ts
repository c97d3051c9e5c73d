/**
 * The size budget (size-budget.json): every row of the page-weight table (bench/page-weight.ts),
 * what a page downloads before its content shows, gzip, Lit included, built exactly as
 * `npm run build` ships it, must stay within its budget. Raising a budget is a reviewed change of
 * that file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { ROOT } from '../../bench/build.ts';
import {
  measurePageWeights,
  PAGES,
  type PageName,
  type PageWeight,
} from '../../bench/page-weight.ts';

const budgets = JSON.parse(readFileSync(join(ROOT, 'size-budget.json'), 'utf8')) as Record<
  PageName,
  { gzipBytes: number }
>;

describe('size budget (size-budget.json)', () => {
  let weights: PageWeight[];
  before(async () => {
    weights = await measurePageWeights();
  });

  it('has a budget for every row of the table, and no other', () => {
    assert.deepEqual(Object.keys(budgets).sort(), Object.keys(PAGES).sort());
  });

  for (const page of Object.keys(PAGES) as PageName[]) {
    it(`${PAGES[page]}: within its budget`, () => {
      const budget = budgets[page].gzipBytes;
      const { gzipBytes, files } = weights.find((row) => row.page === page)!;
      const verdict = gzipBytes <= budget ? 'within' : 'OVER';
      console.log(
        `${page}: ${gzipBytes} bytes gzip in ${files.length} file(s), budget ${budget} (${verdict})`,
      );
      assert.ok(
        gzipBytes <= budget,
        `${PAGES[page]} is ${gzipBytes} bytes gzip, over its budget of ${budget} by ` +
          `${gzipBytes - budget} bytes (size-budget.json); files: ` +
          files.map((file) => `${file.file} ${file.gzipBytes}`).join(', '),
      );
    });
  }
});
