// `npx cem analyze` (part of `npm run build`): custom-elements.json from the elements' JSDoc
// (@summary, @attr, @event, @slot, @csspart, @cssproperty) and their Lit decorators.
//
// Each element's class lives in `src/elements/<tag>/<tag>.component.ts` and is registered by
// `define('<tag>', Class)` in `<tag>.ts` (not by `customElements.define`, which the analyzer looks
// for): the plugin below marks the class as the custom element `<tag>`, from its folder name.

/** @returns {import('@custom-elements-manifest/analyzer').Plugin} */
function tagsFromFolders() {
  return {
    name: 'storefront-tags-from-folders',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        const tag = /^src\/elements\/(sf-[a-z-]+)\/\1\.component\.ts$/.exec(module.path)?.[1];
        const exported = new Set((module.exports ?? []).map((entry) => entry.name));
        // Only what the module exports: the analyzer also lists destructured locals.
        module.declarations = (module.declarations ?? []).filter((declaration) =>
          exported.has(declaration.name),
        );
        if (!tag) continue;
        const element = module.declarations.find(
          (declaration) => declaration.kind === 'class' && declaration.superclass,
        );
        if (!element) continue;
        element.customElement = true;
        element.tagName = tag;
        module.exports.push({
          kind: 'custom-element-definition',
          name: tag,
          declaration: {
            name: element.name,
            module: module.path.replace(/\.component\.ts$/, '.ts'),
          },
        });
      }
      // The analyzer lists modules in the file system's order, which differs between machines.
      customElementsManifest.modules.sort((a, b) =>
        a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
      );
    },
  };
}

/**
 * Elements that show product cards, and so render the parts of `<sf-product-card>`: described
 * once, on the card, and listed for each of these after its own (a shop themes
 * `sf-rec-list::part(badge-sale)` as it themes `sf-product-card::part(badge-sale)`).
 */
const CARD_HOSTS = ['sf-rec-list'];

/** @returns {import('@custom-elements-manifest/analyzer').Plugin} */
function cardParts() {
  return {
    name: 'storefront-card-parts',
    packageLinkPhase({ customElementsManifest }) {
      const elements = customElementsManifest.modules.flatMap((module) =>
        (module.declarations ?? []).filter((declaration) => declaration.tagName),
      );
      const card = elements.find((element) => element.tagName === 'sf-product-card');
      if (!card?.cssParts?.length) return;
      for (const host of elements.filter((element) => CARD_HOSTS.includes(element.tagName))) {
        const own = new Set((host.cssParts ?? []).map((part) => part.name));
        host.cssParts = [
          ...(host.cssParts ?? []),
          ...card.cssParts
            .filter((part) => !own.has(part.name))
            .map((part) => ({ ...part, description: `In a card: ${part.description}` })),
        ];
      }
    },
  };
}

export default {
  globs: ['src/elements/**/*.component.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [tagsFromFolders(), cardParts()],
};
