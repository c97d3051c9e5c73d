/**
 * The DevTools protocol session of a test's page, for the runner plugins that emulate what a
 * page's browser does or measure it (touch-plugin.ts, network-plugin.ts,
 * frameworks/harness-plugin.ts): one per test session, made at its first command (`setUp` then
 * runs once on it).
 */
import type { CDPSession, Page } from 'puppeteer-core';

export interface Session {
  id: string;
  browser: { type: string; getPage(id: string): Page };
}

/** What a runner plugin's `executeCommand` receives. */
export interface CommandArgs {
  command: string;
  payload: unknown;
  session: Session;
}

export function cdpSessions(setUp: (cdp: CDPSession) => void = () => undefined) {
  const clients = new Map<string, Promise<CDPSession>>();
  return (session: Session): Promise<CDPSession> => {
    let client = clients.get(session.id);
    if (!client) {
      client = session.browser
        .getPage(session.id)
        .createCDPSession()
        .then((cdp) => {
          setUp(cdp);
          return cdp;
        });
      clients.set(session.id, client);
    }
    return client;
  };
}
