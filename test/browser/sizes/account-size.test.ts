/**
 * Lists nobody has: a contact engagement service (broken or hostile) that answers each list of
 * the contact with 20,000 items (`oversize-upstream.ts`), through the engage proxy as a shop
 * mounts it. The account elements drew every item, in one task: 1.6 s for 20,000 achievements and
 * 20,000 consents on one page (the demo's account page, dev build, on this machine). Each list is
 * now read to its first 500 items (`ENGAGE_LIST_ITEMS`), the rest reported once with `sf-error`,
 * and no task of the page takes 200 ms or more (`long-tasks.ts`).
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-achievements/sf-achievements.ts';
import '../../../src/elements/sf-back-in-stock/sf-back-in-stock.ts';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-consents/sf-consents.ts';
import { ENGAGE_LIST_ITEMS } from '../../../src/api/engage-client.ts';
import {
  contactsWith,
  mount,
  parts,
  settled,
  signIn,
  signOut,
  unmountAll,
  type Mounted,
} from '../engage/engage.helpers.ts';
import { ATTEMPTS, expectNoLongTask, parseBudget } from './long-tasks.ts';

const ANSWERED = 20_000;
const BASE = '/engage-proxy-oversize';

interface Case {
  tag: 'sf-achievements' | 'sf-consents' | 'sf-back-in-stock' | 'sf-challenges';
  /** The catalog role of a contact with something in the list. */
  role: string;
  /** The part of each item drawn. */
  item: string;
  /** Items drawn, when not `ENGAGE_LIST_ITEMS`. */
  drawn?: number;
  /** The lists read in part, in the order reported. */
  lists: string[];
  /** The proxy's route of its biggest answer (the long-task budget scales with its parse). */
  route: string;
}

const CASES: Case[] = [
  {
    tag: 'sf-achievements',
    role: 'withAchievements',
    item: 'achievement',
    lists: ['achievements'],
    route: '/me/achievements',
  },
  { tag: 'sf-consents', role: 'member', item: 'consent', lists: ['consents'], route: '/consents' },
  {
    tag: 'sf-back-in-stock',
    role: 'withBackInStock',
    item: 'subscription',
    lists: ['subscriptions'],
    route: '/me/back-in-stock',
  },
  // The proxy reads one page of the assignments and of the definitions (the service's default
  // count, 100: docs/engage.md); the consents it passes whole.
  {
    tag: 'sf-challenges',
    role: 'withAssignments',
    item: 'challenge',
    drawn: 100,
    lists: ['consents'],
    route: '/consents',
  },
];

afterEach(() => {
  unmountAll();
  signOut();
});

describe('account elements given lists of 20,000 items', () => {
  for (const { tag, role, item, drawn = ENGAGE_LIST_ITEMS, lists, route } of CASES) {
    it(`<${tag}> reads at most ${ENGAGE_LIST_ITEMS} items of a list, reports the rest, and no task is long`, async function () {
      this.timeout(ATTEMPTS * 60000);
      signIn((await contactsWith([role]))[0]!);
      const answer = await fetch(`${BASE}${route}`, { credentials: 'same-origin' });
      const text = await answer.text();
      expect(text.length, 'an answer of the service').to.be.greaterThan(1_000_000);
      let result: Mounted<HTMLElement> | undefined;
      await expectNoLongTask(
        () => parseBudget(text),
        unmountAll,
        async () => {
          result = mount(tag, { 'engage-base': BASE, locale: 'en-US' });
          await settled(result);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        },
      );
      const { element, loads, errors } = result!;
      expect(loads.length, 'sf-load').to.equal(1);
      expect(parts(element, item).length, 'items drawn').to.equal(drawn);
      const dropped = errors.filter((error) => error.kind === 'dropped');
      expect(errors.length - dropped.length, 'other errors').to.equal(0);
      expect(dropped.length, 'dropped reports').to.equal(1);
      const notRead = `${ANSWERED - ENGAGE_LIST_ITEMS} more than the ${ENGAGE_LIST_ITEMS} shown were not read`;
      expect(dropped[0]!.dropped).to.deep.equal(lists.map((path) => ({ path, message: notRead })));
      expect(dropped[0]!.message).to.equal(
        `${lists.length} part(s) left out (invalid, or beyond what is shown): ` +
          lists.map((path) => `${path} (${notRead})`).join('; '),
      );
    });
  }
});
