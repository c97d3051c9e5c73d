/**
 * Server rendering in a plain Node `http` server (docs/ssr.md): `/product/KEY` answers the shop's
 * product page with the storefront rendered into it. `apiBase` is where the server sends the
 * storefront query (the service, or the shop's own proxy of it).
 */
import { createServer, type Server } from 'node:http';
import { productPageResponse, sendWebResponse, toWebRequest } from './page.ts';

export const SHOP_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Product</title>
    <script type="module" src="/storefront-elements.js"></script>
  </head>
  <body>
    <main>{{storefront}}</main>
  </body>
</html>`;

export function createShopServer(options: { apiBase: string }): Server {
  return createServer((incoming, outgoing) => {
    const request = toWebRequest(incoming);
    const match = /^\/product\/([^/]+)$/.exec(new URL(request.url).pathname);
    if (!match) {
      outgoing.writeHead(404).end();
      return;
    }
    productPageResponse(request, {
      template: SHOP_TEMPLATE,
      productKey: decodeURIComponent(match[1]!),
      options: { apiBase: options.apiBase },
    })
      .then((response) => sendWebResponse(response, outgoing))
      .catch(() => outgoing.writeHead(500).end());
  });
}
