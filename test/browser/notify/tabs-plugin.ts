/**
 * The web-test-runner plugin of the many-tab notification tests (one entry in
 * web-test-runner.config.mjs): real browser tabs beside the test's own page, in its browser
 * context (so they share its localStorage and Web Locks), each a renderer of its own as a
 * visitor's tabs are. Same-origin iframes would share the test page's renderer and its in-process
 * copy of localStorage, and so could not show what separate tabs do to each other.
 *
 * - `executeServerCommand('tabs-open', { urls, hold })` opens one tab per URL and answers their
 *   ids once each has loaded. `window`: each in a window of its own, shown (a background tab is
 *   hidden). `hold`: paths (ends of them) whose requests the tabs hold unanswered
 *   until `tabs-release` (a chunk still on its way, as on a slow network). `fail`: paths whose
 *   requests fail as a network error would (a chunk that cannot load).
 * - `executeServerCommand('tabs-away-and-back', { id, url })` goes to `url` and back in the tab,
 *   as the Back button does (the page may come back from the back/forward cache).
 * - `executeServerCommand('tabs-release', { id })` lets the tab's held requests (and later ones)
 *   through.
 * - `executeServerCommand('tabs-end', { id, how: 'close' | 'crash' })`: `close` closes the tab as
 *   a visitor does (`pagehide` runs); `crash` kills its renderer (`Page.crash`), as a browser
 *   discarding a frozen background tab does, without any event.
 * - `executeServerCommand('tabs-state', { id })` answers the tab's `window.sfTabState` (what the
 *   fixture page sent, and its `notify.stats()`).
 * - `executeServerCommand('tabs-close-all')` closes what is left of the calling test file's tabs.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import type { Page } from 'puppeteer-core';

interface TabsPayload {
  urls?: string[];
  id?: number;
  how?: 'close' | 'crash';
  hold?: string[];
  fail?: string[];
  url?: string;
  window?: boolean;
}

/**
 * A page in a window of its own, in the test page's browser context: shown (a background tab is
 * hidden, where nothing is viewable) without hiding the test pages, which keep their window.
 */
async function newWindow(page: Page): Promise<Page> {
  const browser = page.browser();
  const client = await browser.target().createCDPSession();
  const contextId = (page.browserContext() as unknown as { id?: string }).id;
  const { targetId } = (await client.send('Target.createTarget', {
    url: 'about:blank',
    newWindow: true,
    ...(contextId ? { browserContextId: contextId } : {}),
  })) as { targetId: string };
  await client.detach();
  const target = await browser.waitForTarget(
    (each) => (each as unknown as { _targetId: string })._targetId === targetId,
  );
  return (await target.page())!;
}

/** A tab that holds requests for some paths until released, and fails those for `failing`. */
async function holding(tab: Page, paths: string[], failing: string[] = []): Promise<() => void> {
  const held: { continue(): Promise<void> }[] = [];
  let releasing = false;
  await tab.setRequestInterception(true);
  tab.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (failing.some((end) => path.endsWith(end)))
      void request.abort('failed').catch(() => undefined);
    else if (!releasing && paths.some((end) => path.endsWith(end))) held.push(request);
    else void request.continue().catch(() => undefined);
  });
  return () => {
    releasing = true;
    for (const request of held.splice(0)) void request.continue().catch(() => undefined);
  };
}

export function tabsPlugin(): TestRunnerPlugin {
  const tabs = new Map<number, Page>();
  const releases = new Map<number, () => void>();
  /** The test page (session) that opened each tab: two test files run at once (concurrency 2). */
  const owners = new Map<number, string>();
  let next = 1;
  return {
    name: 'notify-tabs',
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('tabs-')) return undefined;
      const args = (payload ?? {}) as TabsPayload;
      const page = (session.browser as unknown as { getPage(id: string): Page }).getPage(
        session.id,
      );
      const origin = new URL(page.url()).origin;
      if (command === 'tabs-open') {
        const opened = await Promise.all(
          (args.urls ?? []).map(async (url) => {
            // In the background, as a visitor's other tabs are: opening a tab must not change
            // which pages of other test files are visible (viewability tests depend on it).
            const tab = args.window
              ? await newWindow(page)
              : await page.browserContext().newPage({ background: true });
            const id = next++;
            if (args.hold?.length || args.fail?.length)
              releases.set(id, await holding(tab, args.hold ?? [], args.fail));
            await tab.goto(new URL(url, origin).href, { waitUntil: 'load' });
            tabs.set(id, tab);
            owners.set(id, session.id);
            return id;
          }),
        );
        return opened;
      }
      if (command === 'tabs-end') {
        const tab = tabs.get(args.id ?? -1);
        if (!tab) return false;
        tabs.delete(args.id!);
        owners.delete(args.id!);
        if (args.how === 'crash') {
          const client = await tab.createCDPSession();
          // The renderer dies at once, so the command gets no answer.
          void client.send('Page.crash').catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tab.close().catch(() => undefined);
        } else {
          await tab.close({ runBeforeUnload: false });
        }
        return true;
      }
      if (command === 'tabs-away-and-back') {
        // To `url` and back, as a visitor's Back button does: the browser may restore the page
        // from its back/forward cache (`pageshow` with `persisted`) or load it anew.
        const tab = tabs.get(args.id ?? -1);
        if (!tab || !args.url) return false;
        await tab.goto(new URL(args.url, origin).href, { waitUntil: 'load' });
        // A restored page fires no `load`: wait for the history entry, not for the event.
        void tab.goBack().catch(() => undefined);
        const start = Date.now();
        while (Date.now() - start < 5000) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (new URL(tab.url()).href !== new URL(args.url, origin).href) break;
        }
        return true;
      }
      if (command === 'tabs-release') {
        releases.get(args.id ?? -1)?.();
        return releases.delete(args.id ?? -1);
      }
      if (command === 'tabs-state') {
        const tab = tabs.get(args.id ?? -1);
        if (!tab) return undefined;
        return tab.evaluate(() => (window as { sfTabState?: () => unknown }).sfTabState?.());
      }
      if (command === 'tabs-close-all') {
        // Only the caller's: another test file's tabs stay open for its own test.
        const mine = [...tabs.keys()].filter((id) => owners.get(id) === session.id);
        await Promise.all(
          mine.map((id) =>
            tabs
              .get(id)!
              .close()
              .catch(() => undefined),
          ),
        );
        for (const id of mine) {
          tabs.delete(id);
          releases.delete(id);
          owners.delete(id);
        }
        return true;
      }
      return undefined;
    },
  };
}
