/** Server rendering in an Express 5 app (docs/ssr.md): the product page at `/product/:key`. */
import express from 'express';
import { SHOP_TEMPLATE, type ShopServerOptions } from './node-http.ts';
import { productPageResponse, sendWebResponse, toWebRequest } from './page.ts';

export function createShopApp(options: ShopServerOptions) {
  const app = express();
  app.get('/product/:key', async (request, response) => {
    let webRequest: Request;
    try {
      webRequest = toWebRequest(request);
    } catch {
      // A Host header that makes no URL: the visitor's request, not the shop's fault.
      response.status(400).end();
      return;
    }
    // Express 5 hands a rejected promise to its error handler.
    const page = await productPageResponse(webRequest, {
      template: SHOP_TEMPLATE,
      productKey: request.params.key,
      options,
    });
    await sendWebResponse(page, response);
  });
  return app;
}
