/**
 * Fuzz, full path: the real `<sf-product-page>` (detail and three lists) and
 * `<sf-sponsored-page>` fetch their query and get a mutated body from the reference server (one
 * fault per element, keyed by its session). Same checks as the fast path, plus: every element
 * ends loaded or in its error state, and bodies that are no usable response at all (truncated
 * JSON, not JSON, empty, `null`, an array, a 10 MB string) end in the error state with an
 * `sf-error` of kind `invalid-response`.
 */
import { expect } from '@open-wc/testing';
import { watch, type Watch } from './checks.ts';
import { caseSeed, FUZZ_SEED, malformedBodies, mutate, type Json } from './mutate.ts';
import { addQueryFault, makePage, runPage, type PageKind } from './page-cases.ts';
import { fuzzSamples, type Samples } from './samples.ts';

/** Mutated bodies per kind; elements run this many at a time (sessions keep them apart). */
const CASES: Record<PageKind, number> = { 'product-page': 160, 'sponsored-page': 120 };
const PARALLEL = 10;

describe('fuzz: elements fetching mutated responses', function () {
  this.timeout(60000);
  let watched: Watch;
  let container: HTMLElement;
  let samples: Samples;
  const json = (kind: PageKind): Json =>
    kind === 'product-page' ? samples.productPage : samples.sponsoredPage;

  before(async () => {
    samples = await fuzzSamples();
    console.log(
      `fuzz (full path): FUZZ_SEED=${FUZZ_SEED}, ${CASES['product-page']} product-page and ${CASES['sponsored-page']} sponsored-page cases`,
    );
    container = document.createElement('div');
    container.style.cssText = 'position:fixed;top:0;left:0;width:900px;opacity:0';
    document.body.append(container);
    watched = watch();
  });

  after(() => {
    watched.dispose();
    container.remove();
  });

  afterEach(() => {
    expect(watched.pwned, 'script ran').to.deep.equal([]);
    expect(watched.errors, 'errors reached window').to.deep.equal([]);
  });

  (['product-page', 'sponsored-page'] as const).forEach((kind, index) => {
    // Streams 10 and 11: other cases than the fast path's.
    const stream = 10 + index;
    it(`${kind}: mutated bodies end loaded or in the error state, safely`, async () => {
      const failures: string[] = [];
      for (let start = 0; start < CASES[kind]; start += PARALLEL) {
        await Promise.all(
          Array.from({ length: Math.min(PARALLEL, CASES[kind] - start) }, async (_, offset) => {
            // The costly mutations stay in the fast path: a 10 000-group body would be 50 MB here.
            const mutated = mutate(json(kind), caseSeed(stream, start + offset));
            const mounted = makePage(kind, samples);
            await addQueryFault(mounted.sessionKey, { body: JSON.stringify(mutated.value) });
            const problems = await runPage(kind, mounted, container);
            const wrongKind = mounted.errors.find(
              (error) => error.kind !== 'dropped' && error.kind !== 'invalid-response',
            );
            if (wrongKind) problems.push(`sf-error of kind ${wrongKind.kind}`);
            if (problems.length) {
              failures.push(
                `seed ${mutated.seed} [${mutated.steps.join('; ')}]: ${problems.slice(0, 3).join(' | ')}`,
              );
            }
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(failures, failures.slice(0, 5).join('\n')).to.deep.equal([]);
    });

    it(`${kind}: unusable bodies end in the error state with sf-error invalid-response`, async () => {
      const valid = JSON.stringify(json(kind));
      const bodies = [
        ...malformedBodies(valid),
        // A 10 MB JSON string: valid JSON, not a response.
        { name: '10 MB string', body: JSON.stringify('x'.repeat(10 * 1024 * 1024)) },
      ];
      const failures: string[] = [];
      await Promise.all(
        bodies.map(async ({ name, body }) => {
          const mounted = makePage(kind, samples);
          await addQueryFault(mounted.sessionKey, { body });
          const problems = await runPage(kind, mounted, container);
          const errors = mounted.errors.filter((error) => error.kind !== 'dropped');
          if (mounted.loads.length) problems.push('loaded');
          if (errors.length !== 1) problems.push(`${errors.length} sf-error events`);
          else if (errors[0]!.kind !== 'invalid-response' || errors[0]!.status !== 200) {
            problems.push(`sf-error ${errors[0]!.kind} ${errors[0]!.status}`);
          }
          if (problems.length) failures.push(`${name}: ${problems.join(' | ')}`);
        }),
      );
      expect(failures, failures.join('\n')).to.deep.equal([]);
    });
  });
});
