/**
 * `executeServerCommand('fail-queries', true | false)`: every storefront query of the test's page
 * fails as with no network (`net::ERR_INTERNET_DISCONNECTED`, a `TypeError` for `fetch`), through
 * the Chrome DevTools Protocol's `Fetch` domain, or goes through again. Only the query URLs: the
 * runner's own connection to the page stays up, which emulating a whole offline network would cut.
 * The page's `online` event is the test's to dispatch.
 */
import { cdpSessions, type CommandArgs } from '../plugin-cdp.ts';

const QUERIES = '*/api/storefront/v3/queries/*';

export function offlinePlugin() {
  // Each paused query fails as with no network.
  const cdpOf = cdpSessions((cdp) =>
    cdp.on('Fetch.requestPaused', ({ requestId }: { requestId: string }) => {
      void cdp
        .send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' })
        .catch(() => undefined);
    }),
  );
  return {
    name: 'fail-queries',
    async executeCommand({ command, payload, session }: CommandArgs) {
      if (command !== 'fail-queries') return undefined;
      const cdp = await cdpOf(session);
      if (payload === true) await cdp.send('Fetch.enable', { patterns: [{ urlPattern: QUERIES }] });
      else await cdp.send('Fetch.disable');
      return true;
    },
  };
}
