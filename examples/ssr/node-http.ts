/**
 * Server rendering in a plain Node `http` server (docs/ssr.md): `/product/KEY` answers the shop's
 * product page with the storefront rendered into it. `apiBase` is where the server sends the
 * storefront query (the service, or the shop's own proxy of it); `publicOrigin`, behind a proxy
 * that terminates TLS, where visitors reach the pages (docs/ssr.md, "Behind a proxy").
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

export interface ShopServerOptions {
  apiBase: string;
  publicOrigin?: string;
}

export function createShopServer(options: ShopServerOptions): Server {
  return createServer((incoming, outgoing) => {
    // What the visitor sent may make no URL (a Host of `[bad`) or no key (`%E0%A4%A`): a throw
    // here, outside any promise, would end the whole server. Answered 400 instead.
    let request: Request;
    let productKey: string | undefined;
    try {
      request = toWebRequest(incoming);
      const match = /^\/product\/([^/]+)$/.exec(new URL(request.url).pathname);
      productKey = match ? decodeURIComponent(match[1]!) : undefined;
    } catch {
      outgoing.writeHead(400).end();
      return;
    }
    if (productKey === undefined) {
      outgoing.writeHead(404).end();
      return;
    }
    productPageResponse(request, {
      template: SHOP_TEMPLATE,
      productKey,
      options,
    })
      .then((response) => sendWebResponse(response, outgoing))
      .catch((error: unknown) => {
        // A configuration error (`ServerApiBaseError`) or a failed write: in the log for the
        // shop, a 500 for the visitor (cut off if the answer had begun).
        console.error(error);
        if (outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(500).end();
      });
  });
}
