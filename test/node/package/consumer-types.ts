/**
 * Small consumer programs, type-checked against the installed package by the repository's
 * TypeScript: one per kind of shop. Each `@ts-expect-error` marks a misuse the public types must
 * refuse, so the checks fail if a type silently became `any`.
 */
export const CONSUMER_PROGRAMS: Record<string, { files: Record<string, string>; jsx?: string }> = {
  // A page script: the elements, their events in HTMLElementEventMap, the query client, notify.
  core: {
    files: {
      'core.ts': `
import { SfProductPage, SfRecList, safeHref } from 'storefront-elements';
import 'storefront-elements/account';
import 'storefront-elements/elements/sf-navigation.js';
import { queryProductPage } from 'storefront-elements/api';
import { notify, trackViewability } from 'storefront-elements/notify';

const page: SfProductPage = document.createElement('sf-product-page');
page.productKey = 'P1001-1';
// @ts-expect-error productKey is a string
page.productKey = 1;
page.addEventListener('sf-load', (event) => console.log(event.detail.result));
page.addEventListener('sf-product-click', (event) => console.log(event.detail.href.toUpperCase()));
// @ts-expect-error the detail has no such member
page.addEventListener('sf-product-click', (event) => event.detail.nothingLikeThis);
document.addEventListener('sf-add-to-cart', (event) => console.log(event.detail.quantity));
document.querySelector('sf-challenges')?.addEventListener('sf-challenge-join', (event) =>
  console.log(event.detail.definitionId),
);
const list: SfRecList | null = document.querySelector('sf-rec-list');
if (list) list.listId = 'alternatives';
console.log(safeHref('https://example.com'));
void queryProductPage(
  { apiBase: '', market: 'US', locale: 'en-US', customerKey: 'c', sessionKey: 's', touchpoint: 'DESKTOP' },
  { productKey: 'P1001-1', settings: {} },
).then((answer) => console.log(answer));
notify.click('ticket');
const untrack: () => void = trackViewability(document.body, 'ticket');
untrack();
`,
    },
  },
  // The shop's server: admin client, engage client and the secure proxy.
  server: {
    files: {
      'server.ts': `
import { createServer } from 'node:http';
import { createAdminClient, AdminValidationError, validatePageContainer } from 'storefront-elements/admin';
import { createEngageClient, createEngageProxy, ContactNotFoundError, type EngageProxy } from 'storefront-elements/engage';

const admin = createAdminClient({ baseUrl: 'https://w1.api.esales.apptus.cloud', apiKey: 'k' });
void admin.exportNavigation({ market: 'SE', locale: 'sv-SE' });
// @ts-expect-error market is required
void admin.exportNavigation({ locale: 'sv-SE' });
const checked = validatePageContainer({});
if (!checked.success) console.log(checked.errors.map((error: { path: string }) => error.path));
console.log(AdminValidationError.name, ContactNotFoundError.name);

const engage = createEngageClient({ baseUrl: 'https://engage.example.com', apiKey: 'k' });
void engage.getPurchaseHistorySummary('00000000-0000-0000-0000-000000000000');
const proxy: EngageProxy = createEngageProxy({
  baseUrl: 'https://engage.example.com',
  apiKey: 'k',
  basePath: '/engage-proxy',
  resolveContactId: async (request: Request) => request.headers.get('x-contact') ?? undefined,
});
const response: Promise<Response> = proxy(new Request('http://shop.example/engage-proxy/consents'));
void response;
createServer(proxy.node);
`,
    },
  },
  // React 18 with the wrappers; React 19-style tags through storefront-elements/react-jsx.
  react: {
    jsx: 'react-jsx',
    files: {
      'react.tsx': `
import { SfStorefront, SfProductPage, SfRecList } from 'storefront-elements/react';

export function Page({ productKey }: { productKey: string }) {
  return (
    <SfStorefront market="US" locale="en-US" currency="USD" api-base="">
      <SfProductPage
        productKey={productKey}
        includeProductGroup
        onSfAddToCart={(event) => console.log(event.detail.quantity)}
      >
        <SfRecList listId="alternatives" algorithm="ALTERNATIVES" onSfProductClick={(event) => console.log(event.detail.href)} />
        {/* @ts-expect-error listId is a string */}
        <SfRecList listId={5} algorithm="ALTERNATIVES" />
      </SfProductPage>
    </SfStorefront>
  );
}
`,
      'tags.tsx': `
import 'storefront-elements/react-jsx';

export const Tags = () => (
  <>
    <sf-rec-list list-id="alternatives" algorithm="ALTERNATIVES" limit={8} quick-add />
    {/* @ts-expect-error limit is a number */}
    <sf-rec-list limit={{}} />
  </>
);
`,
    },
  },
  // Preact, Solid, Stencil…: the global JSX namespace.
  jsx: {
    jsx: 'preserve',
    files: {
      'env.d.ts': `import 'storefront-elements/jsx';\n`,
      'preact.tsx': `
declare global {
  namespace JSX {
    interface Element {}
  }
}
export const Recommendations = ({ productKey }: { productKey: string }) => (
  <sf-storefront market="US" locale="en-US">
    <sf-rec-list product-key={productKey} algorithm="ALTERNATIVES" limit={8} />
    {/* @ts-expect-error limit is a number */}
    <sf-rec-list limit={{}} />
  </sf-storefront>
);
`,
    },
  },
  // Preact with its own JSX runtime (its TypeScript template's jsxImportSource): the `JSX` of
  // the `preact` module, which the global namespace does not reach.
  preact: {
    files: {
      'preact-env.d.ts': `import 'storefront-elements/preact-jsx';\n`,
      'preact-app.tsx': `/** @jsxImportSource preact */
export const Recommendations = ({ productKey }: { productKey: string }) => (
  <sf-storefront market="US" locale="en-US" class="shop">
    <sf-rec-list list-id="alternatives" product-key={productKey} algorithm="ALTERNATIVES" limit={8} />
    {/* @ts-expect-error limit is a number */}
    <sf-rec-list limit={{}} />
  </sf-storefront>
);
`,
    },
  },
  // Vue 3 templates (vue-tsc): every tag in Vue's GlobalComponents.
  vue: {
    files: {
      'vue-env.d.ts': `import 'storefront-elements/vue';\n`,
      'vue.ts': `
import type { GlobalComponents } from 'vue';
type RecList = GlobalComponents['sf-rec-list'];
type Props = InstanceType<RecList>['$props'];
const props: Props = { 'list-id': 'alternatives', algorithm: 'ALTERNATIVES' };
// @ts-expect-error limit is a number
const wrong: Props = { limit: {} };
export { props, wrong };
`,
    },
  },
};
