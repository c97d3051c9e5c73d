/**
 * The DevTools protocol session of a test's page, for the runner plugins that emulate what a
 * page's browser does or measure it (touch-plugin.ts, network-plugin.ts,
 * frameworks/harness-plugin.ts).
 *
 * One per page, not per test session: the launcher reuses a finished file's page for the next file
 * under a new session id (`inactivePages` in @web/test-runner-chrome). A session per id left the
 * earlier file's session attached to the page with its own handlers and emulation, beside the new
 * one. `setUp` runs once, on the page's first command; `reset` runs when a new test session's first
 * command arrives on a page set up before, and should undo what the plugin set for the last one.
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

export function cdpSessions(
  setUp: (cdp: CDPSession) => void = () => undefined,
  reset: (cdp: CDPSession) => Promise<void> | void = () => undefined,
) {
  const pages = new WeakMap<Page, { session: string; cdp: Promise<CDPSession> }>();
  return (session: Session): Promise<CDPSession> => {
    const page = session.browser.getPage(session.id);
    const known = pages.get(page);
    if (!known) {
      const cdp = page.createCDPSession().then((created) => {
        setUp(created);
        return created;
      });
      pages.set(page, { session: session.id, cdp });
      return cdp;
    }
    if (known.session !== session.id) {
      known.session = session.id;
      known.cdp = known.cdp.then(async (cdp) => {
        await reset(cdp);
        return cdp;
      });
    }
    return known.cdp;
  };
}
