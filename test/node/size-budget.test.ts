/**
 * The size budget (size-budget.json): the two single-file bundles a shop loads with one script
 * tag, built as `npm run build` builds them (minified, Lit inlined), must not grow past their
 * gzip budget. Raising a budget is a reviewed change of that file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildSingleFile, ROOT } from '../../bench/build.ts';

interface Budget {
  entry: string;
  gzipBytes: number;
}

const budgets = JSON.parse(readFileSync(join(ROOT, 'size-budget.json'), 'utf8')) as Record<
  string,
  Budget
>;

describe('size budget (size-budget.json)', () => {
  for (const [bundle, budget] of Object.entries(budgets)) {
    it(`${bundle} stays within ${budget.gzipBytes} bytes gzip`, async () => {
      const { gzipBytes } = await buildSingleFile(budget.entry);
      const verdict = gzipBytes <= budget.gzipBytes ? 'within' : 'OVER';
      console.log(`${bundle}: ${gzipBytes} bytes gzip, budget ${budget.gzipBytes} (${verdict})`);
      assert.ok(
        gzipBytes <= budget.gzipBytes,
        `${bundle} is ${gzipBytes} bytes gzip, over its budget of ${budget.gzipBytes} by ` +
          `${gzipBytes - budget.gzipBytes} bytes (size-budget.json)`,
      );
    });
  }
});
