/**
 * The typed errors of the proxy's statuses (src/api/engage-status.ts) are a module the client
 * loads only when an answer fails (`failed` in src/api/engage-client.ts; docs/decisions.md,
 * "Account page under 20 kB"): a page whose answers succeed never requests it, a failed answer
 * is reported as before once it has loaded, and when it cannot load the error keeps its status,
 * so a 401 still shows the sign-in state. Real tabs (tabs-plugin.ts) against the test server's
 * engage proxy.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { tabUntil as untilTab } from '../tabs.ts';
import { contactsWith, signIn, signOut } from './engage.helpers.ts';

const PAGE = '/test/browser/engage/fixtures/failed-answer-page.html';
const MODULE = '/src/api/engage-failure.ts';

interface TabState {
  events: [string, unknown][];
  content: boolean;
  signIn: boolean;
  error: boolean;
  requested: boolean;
}

async function open(fail: boolean): Promise<number> {
  const [tab] = await executeServerCommand<
    number[],
    { urls: string[]; hold: string[]; fail: string[] }
  >('tabs-open', { urls: [PAGE], hold: [], fail: fail ? [MODULE] : [] });
  return tab!;
}

const tabUntil = untilTab<TabState>;

afterEach(async () => {
  signOut();
  await executeServerCommand('tabs-close-all');
});

describe('the typed error of a failed answer', () => {
  it('is not loaded by a page whose answers succeed', async function () {
    this.timeout(20000);
    signIn((await contactsWith(['member'])).at(-1)!);
    const state = await tabUntil(await open(false), (each) => each.content, 'the content');
    expect(state.events.map(([type]) => type)).to.deep.equal(['sf-load']);
    expect(state.requested, 'the failure module was requested').to.equal(false);
  });

  it('is loaded for a 401, which shows the sign-in state as before', async function () {
    this.timeout(20000);
    signOut();
    const state = await tabUntil(await open(false), (each) => each.signIn, 'the sign-in state');
    expect(state.requested).to.equal(true);
    expect(state.events).to.deep.equal([
      [
        'sf-error',
        {
          kind: 'unauthorized',
          status: 401,
          message:
            'GET /me/achievements failed with 401: Unauthenticated: sign in to see your account',
        },
      ],
    ]);
  });

  it('keeps the status when its module cannot load: a 401 still signs out', async function () {
    this.timeout(20000);
    signOut();
    const state = await tabUntil(await open(true), (each) => each.signIn || each.error, 'a state');
    expect(state.signIn, 'the sign-in state').to.equal(true);
    expect(state.events).to.deep.equal([
      ['sf-error', { kind: 'http', status: 401, message: 'GET /me/achievements failed with 401' }],
    ]);
  });
});
