import { startReferenceServer } from './src/reference/node.ts';
import { renderStorefront } from './src/ssr/index.ts';
const ref = await startReferenceServer({ port: 0 });
const catalog = await (await fetch(`${ref.url}/__reference/catalog`)).json() as any;
const key = catalog.groups[0].products[0];
const markup = `<sf-storefront market="US" locale="en-US" currency="USD"><sf-product-page product-key="${key}" include-product-group favorites><sf-rec-list list-id="alternatives" algorithm="ALTERNATIVES" label="You may also like" limit="8" quick-add></sf-rec-list><sf-rec-list list-id="style-with" algorithm="STYLE_WITH" visualization="GRID" limit="4"></sf-rec-list></sf-product-page></sf-storefront>`;
for (let i = 0; i < 3; i++) { const t0 = performance.now(); await renderStorefront(new Request(`${ref.url}/ssr/product.html`), { markup }); console.log("render", performance.now() - t0); }
const t = performance.now();
const out = await renderStorefront(new Request(`${ref.url}/ssr/product.html`), { markup });
console.log(performance.now() - t, out.pages, [...out.headers], out.html.length);
console.log(out.html.replace(/<style>[\s\S]*?<\/style>/g, '<style/>').slice(0, 6000));
await ref.close();
