// The demo's navigation files, as a shop's build would export them: the reference server's
// seeded navigation for each market and locale (A3, with the nodes added in the apps), written to
// demo/navigation/<market>-<locale>.json for `<sf-navigation src="./navigation/{market}-{locale}.json">`.
//
//   npx tsx scripts/export-demo-navigation.ts
//
// One change to the export: the seed's icons point at files a shop would host (`/icons/sun.svg`);
// the demo has none, so they become images the reference server draws. Each file is validated
// with the admin schema before it is written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatValidationErrors, validateNavigationContainer } from '../src/api/schemas/admin.ts';
import { getCatalog } from '../src/reference/catalog.ts';
import { NavigationStore } from '../src/reference/navigation.ts';

const outDir = fileURLToPath(new URL('../demo/navigation/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const catalog = getCatalog();
const store = new NavigationStore(catalog);
for (const market of catalog.markets.values()) {
  for (const locale of market.locales) {
    const exported = store.export(market.id, locale, true);
    const container = {
      ...exported,
      addOrUpdate: exported.addOrUpdate?.map((node) =>
        node.iconPath
          ? { ...node, iconPath: `/__reference/images/nav-${node.id}.svg?w=40&h=40` }
          : node,
      ),
    };
    const validation = validateNavigationContainer(container);
    if (!validation.success) {
      throw new Error(`${market.id} ${locale}:\n${formatValidationErrors(validation.errors)}`);
    }
    const file = `${market.id}-${locale}.json`;
    writeFileSync(`${outDir}${file}`, `${JSON.stringify(container, null, 2)}\n`);
    console.log(`demo/navigation/${file}: ${container.addOrUpdate?.length ?? 0} nodes`);
  }
}
