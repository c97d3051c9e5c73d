/**
 * What `npm run analyze` writes (custom-elements.json and the reference in docs/elements.md) must
 * not depend on the order in which the file system lists the element folders: that order differs
 * between machines, and a build that reorders a committed file leaves `git status` dirty.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// @ts-expect-error plain JavaScript scripts without declarations
import { renderReference } from '../../../scripts/elements-reference.mjs';
// @ts-expect-error plain JavaScript configuration without declarations
import analyzerConfig from '../../../custom-elements-manifest.config.mjs';

interface Module {
  kind: string;
  path: string;
  declarations: Record<string, unknown>[];
  exports: Record<string, unknown>[];
}

const TAGS = [
  'sf-achievements',
  'sf-back-in-stock',
  'sf-navigation',
  'sf-product-card',
  'sf-product-page',
  'sf-rec-list',
  'sf-storefront',
  'sf-unsubscribe',
];

/** A manifest as the analyzer writes it, its modules in the order given. */
function manifest(tags: string[]): { modules: Module[] } {
  return {
    modules: tags.map((tag) => ({
      kind: 'javascript-module',
      path: `src/elements/${tag}/${tag}.component.ts`,
      declarations: [
        {
          kind: 'class',
          name: `Class_${tag}`,
          superclass: { name: 'SfElement' },
          summary: `The ${tag} element.`,
          attributes: [{ name: 'market', description: 'Market.' }],
        },
      ],
      exports: [{ kind: 'js', name: `Class_${tag}` }],
    })),
  };
}

/** Runs the analyzer's plugins over `value`, as `cem analyze` does before writing the file. */
function linked(value: { modules: Module[] }) {
  for (const plugin of analyzerConfig.plugins)
    plugin.packageLinkPhase?.({ customElementsManifest: value });
  return value;
}

const orders = [TAGS, [...TAGS].reverse(), [4, 0, 7, 2, 6, 1, 5, 3].map((index) => TAGS[index]!)];

describe('generated element reference and manifest', () => {
  it('docs/elements.md lists the elements in one order, whatever the listing order', () => {
    const [first, ...others] = orders.map(
      (order) => renderReference(linked(manifest(order))).markdown as string,
    );
    for (const other of others) assert.equal(other, first);
  });

  it('custom-elements.json lists its modules in one order, whatever the listing order', () => {
    const [first, ...others] = orders.map((order) => JSON.stringify(linked(manifest(order))));
    for (const other of others) assert.equal(other, first);
  });
});
