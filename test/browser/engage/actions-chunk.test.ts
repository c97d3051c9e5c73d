/**
 * The account elements' actions are a chunk loaded after the content (src/elements/account-actions.ts,
 * docs/decisions.md "Lean account page"): a contact who acts before it has arrived, here in a tab
 * that holds the chunk's request as a slow network would (tabs-plugin.ts), sees the action busy at
 * once, nothing is sent while the chunk is held, and once it arrives the request leaves exactly
 * once, though the contact clicked twice, and the element shows its outcome.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { sleep, tabState, tabUntil as untilTab } from '../tabs.ts';
import { contactsWith, proxyJson, referenceEvents, signIn } from './engage.helpers.ts';

const PAGE = '/test/browser/engage/fixtures/actions-page.html';
/** The actions' chunk, held unanswered in the tab until released. */
const CHUNK = '/src/elements/account-actions.ts';

interface TabState {
  acted: boolean;
  events: [string, unknown][];
  disabled: boolean | null;
  status: string;
  outcome: string;
}

/**
 * Opens the fixture page for `query.act` in a tab that holds the chunk (or, with `fail`, fails
 * its request); resolves with the tab's id.
 */
async function openHeld(query: Record<string, string>, fail = false): Promise<number> {
  const url = `${PAGE}?${new URLSearchParams(query).toString()}`;
  const [tab] = await executeServerCommand<
    number[],
    { urls: string[]; hold: string[]; fail: string[] }
  >('tabs-open', { urls: [url], hold: fail ? [] : [CHUNK], fail: fail ? [CHUNK] : [] });
  return tab!;
}

const stateOf = tabState<TabState>;

const tabUntil = untilTab<TabState>;

/** The contact acted while the chunk is held: busy, nothing sent, no event, no message. */
async function heldAndBusy(tab: number): Promise<void> {
  await tabUntil(tab, (state) => state.acted, 'the contact to act');
  await sleep(500);
  const state = await stateOf(tab);
  expect(state.disabled, 'the control is busy').to.equal(true);
  expect(state.events, 'nothing happened yet').to.deep.equal([]);
  expect(state.status).to.equal('');
}

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('account actions before their chunk has loaded', () => {
  it('an NPS answer submitted twice is sent once, when the chunk arrives', async function () {
    this.timeout(20000);
    const contact = (await contactsWith(['member'])).at(-4)!;
    signIn(contact);
    const answers = async () =>
      (await referenceEvents()).npsResponses.filter((response) => response.contactId === contact);
    const before = (await answers()).length;

    const tab = await openHeld({ act: 'nps' });
    await heldAndBusy(tab);
    expect(await answers(), 'nothing sent while the chunk is held').to.have.length(before);

    await executeServerCommand('tabs-release', { id: tab });
    const done = await tabUntil(tab, (state) => state.outcome !== '', 'the thank-you state');
    expect(done.outcome).to.equal('Thank you for your answer!');
    expect(done.events).to.deep.equal([
      ['sf-nps-submit', { grade: 7 }],
      ['sf-load', { result: { grade: 7 } }],
    ]);
    await sleep(300);
    const after = await answers();
    expect(after, 'sent once').to.have.length(before + 1);
    expect(after.at(-1)).to.include({ grade: 7 });
  });

  it('an unsubscription confirmed twice is sent once, when the chunk arrives', async function () {
    this.timeout(20000);
    const contact = (await contactsWith(['member'])).at(-5)!;
    signIn(contact);
    const unsubscriptions = async () =>
      (await referenceEvents()).unsubscriptions.filter((entry) => entry.contactId === contact);
    const before = (await unsubscriptions()).length;

    const tab = await openHeld({ act: 'unsubscribe' });
    await heldAndBusy(tab);
    expect(await unsubscriptions(), 'nothing sent while the chunk is held').to.have.length(before);

    await executeServerCommand('tabs-release', { id: tab });
    const done = await tabUntil(tab, (state) => state.outcome !== '', 'the result');
    expect(done.outcome).to.equal('You are unsubscribed and will get no more text messages.');
    expect(done.events[0]).to.deep.equal(['sf-unsubscribe', { channel: 'sms' }]);
    expect(done.events.map(([type]) => type)).to.deep.equal(['sf-unsubscribe', 'sf-load']);
    await sleep(300);
    const after = await unsubscriptions();
    expect(after, 'sent once').to.have.length(before + 1);
    expect(after.at(-1)).to.include({ channel: 'sms' });
  });

  it('a back-in-stock alert removed twice is removed once, when the chunk arrives', async function () {
    this.timeout(20000);
    const candidates = await contactsWith(['withBackInStock'], ['backInStockFailure']);
    signIn(candidates[Math.floor(candidates.length / 2)]!);
    const alerts = () => proxyJson<{ id: string; sku: string }[]>('/me/back-in-stock');
    const [first] = await alerts();
    expect(first, 'an alert to remove').to.exist;

    const tab = await openHeld({ act: 'remove', id: first!.id });
    await heldAndBusy(tab);
    expect(
      (await alerts()).map((alert) => alert.id),
      'not removed while held',
    ).to.include(first!.id);

    await executeServerCommand('tabs-release', { id: tab });
    const done = await tabUntil(tab, (state) => state.status !== '', 'the removal');
    // A second DELETE would have failed with 404 and said so (sf-error, the failure text).
    expect(done.status).to.equal(`The alert for item ${first!.sku} was removed.`);
    await sleep(300);
    expect((await stateOf(tab)).events).to.deep.equal([
      ['sf-back-in-stock-remove', { id: first!.id }],
    ]);
    expect((await alerts()).map((alert) => alert.id)).not.to.include(first!.id);
  });

  it('a challenge joined twice is joined once, when the chunk arrives', async function () {
    this.timeout(20000);
    const candidates = await contactsWith(['withConsent', 'member']);
    signIn(candidates[Math.floor(candidates.length / 2)]!);
    const mine = async () =>
      (await proxyJson<{ items: { challengeId: string }[] }>('/me/challenges')).items.map(
        (assignment) => assignment.challengeId,
      );
    const assigned = new Set(await mine());
    const active = await proxyJson<{ items: { id: string; name: string; status: string }[] }>(
      '/challenge-definitions?status=Active',
    );
    const target = active.items.find(
      (definition) => definition.status === 'Active' && !assigned.has(definition.id),
    );
    expect(target, 'a challenge the contact may join').to.exist;

    const tab = await openHeld({ act: 'join', id: target!.id });
    await heldAndBusy(tab);
    expect(await mine(), 'not joined while held').not.to.include(target!.id);

    await executeServerCommand('tabs-release', { id: tab });
    const done = await tabUntil(tab, (state) => state.status !== '', 'the join');
    expect(done.status).to.equal(`You joined ${target!.name}.`);
    await sleep(300);
    expect((await stateOf(tab)).events).to.deep.equal([
      ['sf-challenge-join', { definitionId: target!.id }],
    ]);
    expect((await mine()).filter((id) => id === target!.id)).to.have.length(1);
  });

  it('Swedish: a removal made before the chunk is told in Swedish, never in English', async function () {
    this.timeout(20000);
    const candidates = await contactsWith(['withBackInStock'], ['backInStockFailure']);
    signIn(candidates[Math.floor(candidates.length / 2) + 1]!);
    const alerts = () => proxyJson<{ id: string; sku: string }[]>('/me/back-in-stock');
    const [first] = await alerts();
    expect(first, 'an alert to remove').to.exist;

    const tab = await openHeld({ act: 'remove', id: first!.id, locale: 'sv-SE' });
    await heldAndBusy(tab);

    await executeServerCommand('tabs-release', { id: tab });
    const done = await tabUntil(tab, (state) => state.status !== '', 'the removal');
    // The outcomes' English words come with the chunk; Swedish ones with the Swedish module.
    expect(done.status).to.equal(`Bevakningen av artikel ${first!.sku} har tagits bort.`);
    expect(done.events).to.deep.equal([['sf-back-in-stock-remove', { id: first!.id }]]);
  });

  it("a shop's own words for an outcome are shown, not the chunk's English", async function () {
    this.timeout(20000);
    signIn((await contactsWith(['member'])).at(-7)!);
    const tab = await openHeld({
      act: 'nps',
      strings: JSON.stringify({ npsThanks: 'Thanks, we read every answer.' }),
    });
    await heldAndBusy(tab);

    await executeServerCommand('tabs-release', { id: tab });
    const done = await tabUntil(tab, (state) => state.outcome !== '', 'the thank-you state');
    expect(done.outcome).to.equal('Thanks, we read every answer.');
  });

  it('a chunk that cannot load sends nothing, says so and gives the form back', async function () {
    this.timeout(20000);
    const contact = (await contactsWith(['member'])).at(-6)!;
    signIn(contact);
    const answers = async () =>
      (await referenceEvents()).npsResponses.filter((response) => response.contactId === contact);
    const before = (await answers()).length;

    const tab = await openHeld({ act: 'nps' }, true);
    const failed = await tabUntil(tab, (state) => state.status !== '', 'the failure');
    expect(failed.status).to.equal('This could not be loaded. Try again later.');
    expect(failed.disabled, 'the form is usable again').to.equal(false);
    expect(
      failed.events.map(([type, detail]) => [type, (detail as { kind?: string }).kind]),
    ).to.deep.equal([['sf-error', 'network']]);
    await sleep(300);
    expect(await answers(), 'nothing sent').to.have.length(before);
  });
});
