/**
 * The browser's proxy client against the proxy mounted in the test server: same-origin
 * credentials, typed errors by status, schema parsing.
 */
import { expect } from '@open-wc/testing';
import type { EngageProxyError } from '../../../src/api/engage-client.ts';
import {
  EngageForbiddenError,
  EngageNotFoundError,
  EngageRateLimitError,
  EngageServerError,
  EngageUnauthorizedError,
  engageErrorForStatus,
  fetchMyChallenges,
  fetchPurchaseSummary,
  removeBackInStock,
} from '../../../src/api/engage-client.ts';
import { contactsWith, PROXY, proxyJson, signIn, signOut } from './engage.helpers.ts';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('engage-client', () => {
  it('reads the signed-in contact’s data with the session cookie, parsed by its schema', async () => {
    const [contact] = await contactsWith(['withAssignments']);
    signIn(contact!);
    const { data, dropped } = await fetchMyChallenges(PROXY);
    expect(dropped).to.deep.equal([]);
    expect(data.items.length).to.be.greaterThan(0);
    expect(data.items.every((item) => item.contactId === contact)).to.be.true;
    expect(data.items[0]!.definition?.name).to.be.a('string');
  });

  it('401 without a session is an EngageUnauthorizedError', async () => {
    signOut();
    const error = await failure(fetchMyChallenges(PROXY));
    expect(error).to.be.instanceOf(EngageUnauthorizedError);
    expect(error).to.include({ kind: 'unauthorized', status: 401 });
  });

  it("403 for another contact's id, 404 for another contact's resource as for a missing one", async () => {
    const [owner, other] = await contactsWith(['withAssignments']);
    signIn(owner!);
    const [assignment] = (await proxyJson<{ items: { id: string }[] }>('/me/challenges')).items;
    signIn(other!);
    const answer = (path: string) =>
      failure(
        fetch(`${PROXY}${path}`).then(async (response) => {
          throw engageErrorForStatus(response.status, await response.text(), 'GET');
        }),
      );
    expect(await answer(`/me/challenges?contactId=${owner!}`)).to.be.instanceOf(
      EngageForbiddenError,
    );
    // Another contact's assignment answers exactly as an unknown one: no hint that it exists.
    const theirs = await answer(`/me/challenges/${assignment!.id}`);
    expect(theirs).to.be.instanceOf(EngageNotFoundError);
    expect((theirs as EngageProxyError).errorCode).to.equal('ChallengeNotFound');
    const missing = await failure(removeBackInStock(PROXY, crypto.randomUUID()));
    expect(missing).to.be.instanceOf(EngageNotFoundError);
    expect((missing as EngageProxyError).errorCode).to.equal('SubscriptionNotFound');
    // A malformed id is refused before it reaches the service.
    const invalid = await failure(removeBackInStock(PROXY, 'not-a-subscription'));
    expect(invalid).to.include({ kind: 'invalid-arguments', status: 400 });
  });

  it('a 404 RetailKpiNotCalculated purchase summary is no data, not a failure', async () => {
    const [contact] = await contactsWith(['withoutSummary']);
    signIn(contact!);
    expect(await fetchPurchaseSummary(PROXY)).to.deep.equal({ data: undefined, dropped: [] });
  });

  it('names 429 and 5xx, keeping the error code and Retry-After', () => {
    const limited = engageErrorForStatus(
      429,
      '{"errorCode":"TooManyRequests","message":"slow down"}',
      'GET /me/challenges',
      '30',
    );
    expect(limited).to.be.instanceOf(EngageRateLimitError);
    expect((limited as EngageRateLimitError).retryAfter).to.equal(30);
    expect(limited.errorCode).to.equal('TooManyRequests');
    expect(limited.message).to.equal(
      'GET /me/challenges failed with 429: TooManyRequests: slow down',
    );
    expect(engageErrorForStatus(503, 'not json', 'GET /x')).to.be.instanceOf(EngageServerError);
    expect(engageErrorForStatus(418, '', 'GET /x').kind).to.equal('http');
  });

  it('an aborted request rejects with the abort reason', async () => {
    const [contact] = await contactsWith(['withAssignments']);
    signIn(contact!);
    const controller = new AbortController();
    const pending = fetchMyChallenges(PROXY, controller.signal);
    controller.abort(new Error('left the page'));
    const error = await failure(pending);
    expect((error as Error).message).to.equal('left the page');
  });
});
