/**
 * `executeServerCommand('fail-queries', true | false)`: every storefront query of the test's page
 * fails as with no network (`net::ERR_INTERNET_DISCONNECTED`, a `TypeError` for `fetch`), through
 * the Chrome DevTools Protocol's `Fetch` domain, or goes through again. Only the query URLs: the
 * runner's own connection to the page stays up, which emulating a whole offline network would cut.
 * The page's `online` event is the test's to dispatch.
 */
import type { CDPSession, Page } from 'puppeteer-core';

interface Session {
  id: string;
  browser: { type: string; getPage(id: string): Page };
}

const QUERIES = '*/api/storefront/v3/queries/*';

export function offlinePlugin() {
  const clients = new Map<string, Promise<CDPSession>>();
  return {
    name: 'fail-queries',
    async executeCommand({
      command,
      payload,
      session,
    }: {
      command: string;
      payload: unknown;
      session: Session;
    }) {
      if (command !== 'fail-queries') return undefined;
      let client = clients.get(session.id);
      if (!client) {
        client = session.browser
          .getPage(session.id)
          .createCDPSession()
          .then((cdp) => {
            cdp.on('Fetch.requestPaused', ({ requestId }: { requestId: string }) => {
              void cdp
                .send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' })
                .catch(() => undefined);
            });
            return cdp;
          });
        clients.set(session.id, client);
      }
      const cdp = await client;
      if (payload === true) await cdp.send('Fetch.enable', { patterns: [{ urlPattern: QUERIES }] });
      else await cdp.send('Fetch.disable');
      return true;
    },
  };
}
