/**
 * Fuzz, fast path: thousands of mutated product-page and sponsored-page results parsed with
 * `parseTolerant` and rendered by the templates and data-driven elements. Every case must end
 * rendered (or as an unusable response with a message) with nothing thrown, no script run and no
 * unsafe URL, handler attribute or style in the DOM. A failure names the case's seed: replay it
 * with `mutate(sample, seed, { huge })` (see mutate.ts; `FUZZ_SEED` moves the whole run).
 */
import { expect } from '@open-wc/testing';
import { watch, type Watch } from './checks.ts';
import { caseSeed, FUZZ_SEED, mutate, type Json } from './mutate.ts';
import { renderCase, type Kind } from './render.ts';
import { fuzzSamples } from './samples.ts';

/** Cases per kind, in batches (one test each, so a slow batch names itself). */
const CASES = 1200;
const BATCH = 400;
/** One case in this many may use the costly mutations (100 KB strings, 10 000-item arrays). */
const HUGE_EVERY = 80;
/**
 * One case in this many renders into a laid-out container (carousel measuring, image loading);
 * the others into a `display: none` one, which skips layout and keeps thousands of cases fast.
 */
const LAID_OUT_EVERY = 8;

describe('fuzz: parse and render mutated responses', function () {
  this.timeout(60000);
  let watched: Watch;
  let hidden: HTMLElement;
  let laidOut: HTMLElement;
  let samples: Record<Kind, Json>;

  before(async () => {
    const loaded = await fuzzSamples();
    samples = { 'product-page': loaded.productPage, 'sponsored-page': loaded.sponsoredPage };
    console.log(`fuzz (fast path): FUZZ_SEED=${FUZZ_SEED}, ${CASES} cases per kind`);
    hidden = document.createElement('div');
    hidden.style.display = 'none';
    laidOut = document.createElement('div');
    laidOut.style.cssText = 'position:fixed;top:0;left:0;width:900px;opacity:0';
    document.body.append(hidden, laidOut);
    watched = watch();
  });

  after(() => {
    watched.dispose();
    hidden.remove();
    laidOut.remove();
  });

  (['product-page', 'sponsored-page'] as const).forEach((kind, stream) => {
    for (let start = 0; start < CASES; start += BATCH) {
      it(`${kind}: cases ${start}–${start + BATCH - 1} hold`, async () => {
        const failures: string[] = [];
        for (let index = start; index < start + BATCH; index += 1) {
          const mutated = mutate(samples[kind], caseSeed(stream, index), {
            huge: index % HUGE_EVERY === HUGE_EVERY - 1,
          });
          const container = index % LAID_OUT_EVERY === 0 ? laidOut : hidden;
          const problems = await renderCase(kind, mutated.value, container, watched);
          if (problems.length) {
            failures.push(
              `seed ${mutated.seed}${mutated.huge ? ' (huge)' : ''} [${mutated.steps.join('; ')}]: ${problems.slice(0, 3).join(' | ')}`,
            );
          }
        }
        // A payload's handler (an image's onerror) would fire after the case: look again.
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (watched.pwned.length) failures.push(`script ran: ${watched.pwned.join(', ')}`);
        expect(failures, failures.slice(0, 5).join('\n')).to.deep.equal([]);
      });
    }
  });
});
