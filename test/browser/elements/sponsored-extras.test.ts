/**
 * A sponsored page with `quick-add` or `favorites` starts loading the card extras (a chunk,
 * src/elements/card-extras.ts) at its first render, beside its query, not once the query has
 * answered: else its cards wait for one more download after the answer. Its own file, so the
 * chunk has not been loaded by another test of the page.
 */
import { expect } from '@open-wc/testing';
import {
  addFault,
  mount,
  settled,
  sponsoredPage,
  uniqueKey,
  until,
} from './sf-sponsored-page.helpers.ts';

const requested = (pattern: RegExp) =>
  performance.getEntriesByType('resource').some((entry) => pattern.test(entry.name));

describe('<sf-sponsored-page quick-add favorites>', () => {
  it('requests the card extras while its query is still on the way', async function () {
    this.timeout(10000);
    const key = uniqueKey('sp-extras');
    await addFault({ delayMs: 1500, sessionKey: key });
    const mounted = mount(
      sponsoredPage({
        market: 'SE',
        locale: 'sv-SE',
        'session-key': key,
        'page-reference': 'campaign/summer',
        'quick-add': '',
        favorites: '',
      }),
    );
    await until(() => requested(/card-extras/), 'the card extras requested', 1000);
    expect(mounted.loads, 'the query has not answered yet').to.have.length(0);
    await settled(mounted);
    mounted.element.remove();
  });
});
