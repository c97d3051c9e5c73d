/**
 * docs/engage.md's `productLookup` recipe, as a shop copies it: the html block alone (its import
 * map, its module script, the account bundle) served beside the installed package, no bundler,
 * in Chromium against the reference server, signed in as a contact with back-in-stock alerts.
 * Each alert is named in the market and language of the `<sf-storefront>` around it (sv-SE here):
 * the name the storefront API gives for that SKU in Swedish, not the English one.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { openPage } from './browser.ts';
import { docsBlocks, where } from './docs-blocks.ts';
import { ROOT, type InstalledPackage } from './install.ts';
import { importFromProject, type ShopServer } from './shop-server.ts';

interface ApiEntry {
  queryProductPage(
    config: Record<string, string>,
    request: object,
  ): Promise<{ data: { productGroup?: { products: { title?: string }[] } } }>;
}

export function lookupRecipeTests(
  context: () => { installed: InstalledPackage; shop: ShopServer; browser: Browser },
): void {
  it("docs/engage.md's productLookup names alerts in the page's language, without a bundler", async () => {
    const { installed, shop, browser } = context();
    const block = docsBlocks(ROOT).find(
      (candidate) =>
        candidate.file === 'docs/engage.md' &&
        candidate.lang === 'html' &&
        candidate.text.includes('productLookup'),
    );
    assert.ok(block, 'docs/engage.md has an html productLookup recipe');
    const markup = /<sf-storefront market="([A-Z]+)" locale="([a-z]+-[A-Z]+)"/.exec(block.text);
    assert.deepEqual(markup?.slice(1), ['SE', 'sv-SE'], `${where(block)}: a Swedish page`);

    const catalog = (await (await fetch(`${shop.url}/__reference/engage/catalog`)).json()) as {
      roles: Record<string, string[]>;
    };
    const contact = catalog.roles.withBackInStock!.find(
      (id) => !catalog.roles.backInStockFailure?.includes(id),
    )!;
    const { queryProductPage } = await importFromProject<ApiEntry>(
      installed.project,
      'storefront-elements/api',
    );
    const titleOf = async (sku: string, market: string, locale: string) =>
      (
        await queryProductPage(
          {
            apiBase: shop.url,
            market,
            locale,
            touchpoint: 'DESKTOP',
            customerKey: 'c',
            sessionKey: 's',
          },
          { productKey: sku, settings: { productGroup: { include: true } } },
        )
      ).data.productGroup?.products[0]?.title;

    const { page, problems } = await openPage(browser, shop.url, `${installed.packageDir}/dist`);
    try {
      await page.setCookie({ name: 'sf-test-contact', value: contact, url: shop.url });
      await page.goto(
        shop.writePage(
          'lookup-recipe.html',
          `<!doctype html>\n<html lang="sv">\n<body>\n${block.text}\n</body></html>`,
        ),
      );
      await page.waitForFunction(
        () =>
          (document
            .querySelector('sf-back-in-stock')
            ?.shadowRoot?.querySelectorAll('[part~="subscription"]').length ?? 0) > 0,
        { timeout: 15_000, polling: 100 },
      );
      const shown = await page.evaluate(() =>
        [
          ...document
            .querySelector('sf-back-in-stock')!
            .shadowRoot!.querySelectorAll<HTMLElement>('[part~="subscription"]'),
        ].map((item) => item.querySelector('[part~="subscription-sku"]')?.textContent?.trim()),
      );
      assert.deepEqual(problems.errors, []);
      const alerts = (await (
        await fetch(`${shop.url}/engage-proxy/me/back-in-stock`, {
          headers: { cookie: `sf-test-contact=${contact}` },
        })
      ).json()) as { sku: string }[];
      const sku = alerts[0]!.sku;
      const swedish = await titleOf(sku, 'SE', 'sv-SE');
      assert.ok(swedish && swedish !== (await titleOf(sku, 'US', 'en-US')), `${sku}: ${swedish}`);
      assert.equal(shown[0], swedish, JSON.stringify(shown));
    } finally {
      await page.close();
    }
  });
}
