/**
 * `<sf-navigation>` checks each node with the description derived from its zod schema (no zod in
 * the browser; docs/decisions.md, "Zod-free navigation"), and the words of a refused node's rules
 * are the validator's words chunk, loaded only when a node is refused. Here, in a real tab that
 * holds or fails the request for that chunk (tabs-plugin.ts): the report waits for the words and
 * comes before `sf-load`, with the same messages as zod words them; when the words cannot load it
 * still comes, naming each refused node and its rules' codes.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { sleep, tabState, tabUntil as untilTab } from '../tabs.ts';

const PAGE = '/test/browser/elements/fixtures/navigation-report-page.html';
const CHUNK = '/src/api/schemas/wording.ts';

interface TabState {
  events: [string, string?, string?, { path: string; message: string }[]?][];
  entries: string[];
}

const stateOf = tabState<TabState>;
const tabUntil = untilTab<TabState>;

async function open(words: 'hold' | 'fail') {
  const [tab] = await executeServerCommand<number[], Record<string, string[]>>('tabs-open', {
    urls: [PAGE],
    [words]: [CHUNK],
  });
  return tab!;
}

/** The events: the report of the two refused nodes (their messages) and the orphan, then sf-load. */
const reported = ([noPageId, badId]: string[]) => [
  [
    'sf-error',
    'dropped',
    '3 invalid navigation node(s) were left out',
    [
      { path: 'addOrUpdate[1]', message: noPageId },
      { path: 'addOrUpdate[2]', message: 'parentId: refers to no node ("nowhere")' },
      { path: 'addOrUpdate[3]', message: badId },
    ],
  ],
  ['sf-load'],
];

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('sf-navigation: refused nodes reported with the words of the validator', () => {
  it('waits for the words, then reports before sf-load with the rules worded', async function () {
    this.timeout(30000);
    const tab = await open('hold');
    await sleep(800);
    expect((await stateOf(tab)).events, 'nothing before the words').to.deep.equal([]);
    await executeServerCommand('tabs-release', { id: tab });
    const { events, entries } = await tabUntil(tab, (state) => state.events.length > 1, 'events');
    expect(events).to.deep.equal(
      reported(['pageId: is required for PAGE nodes', 'id: must match /^[A-Za-z0-9/_-]+$/']),
    );
    expect(entries).to.deep.equal(['Home', 'Sale']);
  });

  it('still reports each refused node, with its rules codes, when the words cannot load', async function () {
    this.timeout(30000);
    const tab = await open('fail');
    const { events, entries } = await tabUntil(tab, (state) => state.events.length > 1, 'events');
    // The id's pattern is a rule of checks.ts (an empty id breaks only its length): code `custom`.
    expect(events).to.deep.equal(reported(['custom', 'custom']));
    expect(entries).to.deep.equal(['Home', 'Sale']);
  });
});
