/**
 * The test page's network as the browser sees it, through the Chrome DevTools Protocol: element
 * tests send their requests with the page's own `fetch` to the real servers, and observe or
 * disturb them here rather than by replacing `fetch`.
 *
 * - `executeServerCommand('fail-queries', true | false)` (network.ts: `failQueries`): every
 *   storefront query fails as with no network (`net::ERR_INTERNET_DISCONNECTED`, a `TypeError` for
 *   `fetch`), or goes through again. Only the query URLs: the runner's own connection to the page
 *   stays up, which emulating a whole offline network would cut. The page's `online` event is the
 *   test's to dispatch.
 * - `executeServerCommand('hold-requests', { contains, ms, fail? })` (network.ts: `holdRequests`):
 *   requests whose URL contains `contains` wait `ms` before they are sent (an abort meanwhile
 *   cancels them), or with `fail` then fail as a dropped connection would (a chunk a slow network
 *   never delivers); `null` ends it and lets those still waiting go at once. A test that checks a
 *   state while a request waits holds it far longer than it needs and lets it go with `null`: a
 *   slow machine cannot end the wait before the check.
 * - Both return once the rule is in force for the page's next request (network.ts waits for the
 *   interception to be on: `intercept` below).
 * - `executeServerCommand('record-requests')`: from now on, each request the page sends is kept;
 *   `executeServerCommand('sent-requests', contains)` returns those whose URL contains `contains`,
 *   in the order sent, with what went over the wire (`SentRequest`).
 */
import type { CDPSession } from 'puppeteer-core';
import { INTERCEPTED, PROBE } from './network-probe.ts';
import { cdpSessions, type CommandArgs } from './plugin-cdp.ts';

const QUERIES = '/api/storefront/v3/queries/';

/** A request as the browser sent it (browser-side: test/browser/network.ts). */
export interface SentRequest {
  url: string;
  method: string;
  /** The body sent, as text. */
  body?: string;
  /** The `Cookie` header the browser attached, if any. */
  cookie?: string;
  /** Cancelled by the page (an aborted `fetch`) before its answer was read. */
  canceled: boolean;
  /** The answer's status, once it came. */
  status?: number;
  /** Loaded, failed or cancelled: nothing more will be reported of it. */
  finished: boolean;
}

interface State {
  failQueries: boolean;
  hold?: { contains: string; ms: number; fail?: boolean };
  /** The held requests still waiting: each lets its request go (once). */
  waiting: Set<() => void>;
  recording: boolean;
  sent: Map<string, SentRequest>;
  /** The `Cookie` headers by request: the protocol may report them before the request itself. */
  cookies: Map<string, string>;
}

interface Paused {
  requestId: string;
  request: { url: string };
}

export function networkPlugin() {
  const fresh = (): State => ({
    failQueries: false,
    waiting: new Set(),
    recording: false,
    sent: new Map(),
    cookies: new Map(),
  });
  const states = new Map<CDPSession, State>();
  const stateOf = (cdp: CDPSession): State => {
    let state = states.get(cdp);
    if (!state) {
      state = fresh();
      states.set(cdp, state);
    }
    return state;
  };
  /** A page the last file left to the next: what it held goes, and nothing it set stays. */
  const reset = async (cdp: CDPSession) => {
    const state = stateOf(cdp);
    for (const go of [...state.waiting]) go();
    Object.assign(state, fresh());
    await intercept(cdp, state);
  };
  const cdpOf = cdpSessions((cdp) => {
    const state = stateOf(cdp);
    const ignore = () => undefined;
    cdp.on('Fetch.requestPaused', ({ requestId, request }: Paused) => {
      if (request.url.includes(PROBE)) {
        void cdp
          .send('Fetch.fulfillRequest', {
            requestId,
            responseCode: 204,
            responseHeaders: [{ name: INTERCEPTED, value: '1' }],
          })
          .catch(ignore);
        return;
      }
      if (state.failQueries && request.url.includes(QUERIES)) {
        void cdp
          .send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' })
          .catch(ignore);
        return;
      }
      const held = state.hold && request.url.includes(state.hold.contains) ? state.hold : undefined;
      // An aborted request is gone by then: continuing it fails, harmlessly.
      const go = () => {
        clearTimeout(timer);
        state.waiting.delete(go);
        void (
          held?.fail
            ? cdp.send('Fetch.failRequest', { requestId, errorReason: 'ConnectionFailed' })
            : cdp.send('Fetch.continueRequest', { requestId })
        ).catch(ignore);
      };
      const timer = setTimeout(go, held?.ms ?? 0);
      state.waiting.add(go);
    });
    cdp.on(
      'Network.requestWillBeSent',
      (event: {
        requestId: string;
        request: { url: string; method: string; postData?: string };
      }) => {
        if (!state.recording) return;
        const { url, method, postData } = event.request;
        const cookie = state.cookies.get(event.requestId);
        state.sent.set(event.requestId, {
          url,
          method,
          ...(postData === undefined ? {} : { body: postData }),
          ...(cookie === undefined ? {} : { cookie }),
          canceled: false,
          finished: false,
        });
      },
    );
    cdp.on(
      'Network.requestWillBeSentExtraInfo',
      (event: { requestId: string; headers: Record<string, string> }) => {
        if (!state.recording) return;
        const cookie = Object.entries(event.headers).find(
          ([name]) => name.toLowerCase() === 'cookie',
        )?.[1];
        if (cookie === undefined) return;
        state.cookies.set(event.requestId, cookie);
        const sent = state.sent.get(event.requestId);
        if (sent) sent.cookie = cookie;
      },
    );
    cdp.on(
      'Network.responseReceived',
      (event: { requestId: string; response: { status: number } }) => {
        const sent = state.sent.get(event.requestId);
        if (sent) sent.status = event.response.status;
      },
    );
    cdp.on('Network.loadingFinished', (event: { requestId: string }) => {
      const sent = state.sent.get(event.requestId);
      if (sent) sent.finished = true;
    });
    cdp.on('Network.loadingFailed', (event: { requestId: string; canceled?: boolean }) => {
      const sent = state.sent.get(event.requestId);
      if (!sent) return;
      sent.finished = true;
      if (event.canceled) sent.canceled = true;
    });
  }, reset);

  /**
   * Pauses the requests a rule needs: the storefront queries to fail, those to hold, and always the
   * probe. Interception is never switched off once on: switching it on makes the browser give the
   * page new network plumbing, which the page may take after it has heard that the command is done
   * and sent a request the old way (the back-online test's query, answered 200 while the queries
   * "failed", in two CI runs). With the probe's pattern always there it stays on, and a change of
   * rules applies in the browser before the command returns; `interception` (network.ts) waits
   * for the probe to be intercepted once.
   */
  function intercept(cdp: CDPSession, state: State): Promise<unknown> {
    return cdp.send('Fetch.enable', {
      patterns: [
        { urlPattern: `*${PROBE}*` },
        ...(state.failQueries ? [{ urlPattern: `*${QUERIES}*` }] : []),
        ...(state.hold ? [{ urlPattern: `*${state.hold.contains}*` }] : []),
      ],
    });
  }

  return {
    name: 'network',
    async executeCommand({ command, payload, session }: CommandArgs) {
      const commands = ['fail-queries', 'hold-requests', 'record-requests', 'sent-requests'];
      if (!commands.includes(command)) return undefined;
      const cdp = await cdpOf(session);
      const state = stateOf(cdp);
      if (command === 'sent-requests')
        return [...state.sent.values()].filter((sent) => sent.url.includes(payload as string));
      if (command === 'record-requests') {
        state.sent.clear();
        state.cookies.clear();
        if (!state.recording) await cdp.send('Network.enable');
        state.recording = true;
        return true;
      }
      if (command === 'fail-queries') state.failQueries = payload === true;
      else state.hold = (payload as State['hold'] | null) ?? undefined;
      if (command === 'hold-requests' && !state.hold) for (const go of [...state.waiting]) go();
      await intercept(cdp, state);
      return true;
    },
  };
}
