/**
 * A server-rendered product page upgrades with two chunks: the reader of the server's result
 * (src/controllers/embedded.ts) and the carry-over of what the shopper did (carry-over.ts), which
 * the reader imports. The page asks for both at once, not the carry-over only once the reader
 * has come (one round trip, not two, before its buttons work). The reader's request is held by
 * the browser's network (CDP, network-plugin.ts): the carry-over must arrive meanwhile.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in,
 * and this file's page must not have loaded either chunk.
 */
import { expect } from '@open-wc/testing';
import { holdRequests } from '../network.ts';
import { observeRequests, serverProductPage } from './ssr.helpers.ts';
import { upgradeProductPage } from './upgrade-state.helpers.ts';

const READER = '/src/controllers/embedded.ts';
const CARRY_OVER = '/src/controllers/carry-over.ts';

afterEach(() => holdRequests(null));

describe('a server-rendered product page loads its upgrade chunks together', () => {
  it('asks for the carry-over with the reader, not after it', async function () {
    this.timeout(60000);
    const container = await serverProductPage();
    const requested = observeRequests();
    await holdRequests({ contains: READER, ms: 1500 });
    await upgradeProductPage(container);
    const at = (path: string) => requested.findIndex((url) => new URL(url).pathname === path);
    expect(at(READER), 'the reader was loaded').to.be.greaterThan(-1);
    expect(at(CARRY_OVER), 'the carry-over was loaded').to.be.greaterThan(-1);
    // Resource entries are made when an answer is complete: the carry-over came first.
    expect(at(CARRY_OVER)).to.be.lessThan(at(READER));
    container.remove();
  });
});
