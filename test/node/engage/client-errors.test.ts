/**
 * Every named error condition of the spec, raised by the reference server and turned into its
 * typed error by the client; retries of 503; the key never appears in an error.
 *
 * A few conditions are ones the client never provokes itself, because it validates first
 * (InvalidSearchQuery, TooManyItems, InvalidCheckpointAmount, InvalidGrade, BadRequest,
 * Unauthorized). For those the request the client built is altered on its way out (a real request
 * to the real server; only the URL, header or body is changed), to show the client maps the
 * server's answer when a server is stricter than, or disagrees with, the client.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AchievementNotFoundError,
  BadRequestError,
  BulkStatusNotFoundError,
  ChallengeDefinitionNotFoundError,
  ChallengeNotActiveError,
  ChallengeNotFoundError,
  ContactConsentRequiredError,
  ContactNotFoundError,
  EngageServiceError,
  ForbiddenError,
  InternalServerError,
  InvalidCheckpointAmountError,
  InvalidContactIdError,
  InvalidContactTypeError,
  InvalidEmailAddressError,
  InvalidGradeError,
  InvalidPayloadError,
  InvalidPhoneNumberError,
  InvalidSearchQueryError,
  InvalidSocialSecurityNumberError,
  InvalidSystemConfigurationError,
  MultipleMatchesError,
  NoDataError,
  RetailKpiNotCalculatedError,
  ServiceUnavailableError,
  SubscriptionNotFoundError,
  TooManyItemsError,
  UnauthorizedError,
  UnprocessableEntityError,
  ValidationFailedError,
  type RetryEvent,
} from '../../../src/server/engage/index.ts';
import {
  first,
  KEY,
  LIMITED_KEY,
  recordingFetch,
  rejection,
  setup,
  UNKNOWN_ID,
  type Sent,
  type Setup,
  type Tamper,
} from './client-support.ts';

type ErrorClass = abstract new (...args: never[]) => EngageServiceError;

/** Asserts `promise` rejects with `Class`, the given status and code; returns the error. */
async function raises<C extends ErrorClass>(
  promise: Promise<unknown>,
  Class: C,
  status: number,
  code: string,
): Promise<InstanceType<C>> {
  const error = await rejection(promise);
  assert.ok(error instanceof Class, `expected ${Class.name}, got ${String(error)}`);
  assert.ok(error instanceof EngageServiceError);
  assert.equal(error.status, status);
  assert.equal(error.code, code);
  assert.equal(error.errorCode, code);
  assert.ok(error.message.includes(`${status} ${code}`), error.message);
  assert.ok(!error.message.includes(KEY) && !error.text.includes(KEY));
  return error as InstanceType<C>;
}

describe('engage client: named errors from the reference server', () => {
  let ref: Setup;
  let member: string;
  before(async () => {
    ref = await setup();
    member = first(ref.catalog, 'member');
  });
  after(async () => ref.close());
  const tampered = (tamper: Tamper) => ref.client({ fetch: recordingFetch([], tamper) });

  it('ContactNotFound (404) on contact operations and lookups', async () => {
    const client = ref.client();
    await raises(client.getContact(UNKNOWN_ID), ContactNotFoundError, 404, 'ContactNotFound');
    await raises(
      client.findContactId({ contactType: 'Member', email: 'nobody@example.com' }),
      ContactNotFoundError,
      404,
      'ContactNotFound',
    );
    await raises(client.getSmsMessages(UNKNOWN_ID), ContactNotFoundError, 404, 'ContactNotFound');
    await raises(client.unsubscribeEmail(UNKNOWN_ID), ContactNotFoundError, 404, 'ContactNotFound');
    await raises(
      client.getContactByExternalId('Member', 'EXT-none'),
      ContactNotFoundError,
      404,
      'ContactNotFound',
    );
    await raises(
      client.assignChallenge(first(ref.catalog, 'Active'), UNKNOWN_ID),
      ContactNotFoundError,
      404,
      'ContactNotFound',
    );
    const deleted = ref.catalog.roles.deleted?.[0] ?? '';
    await raises(client.getContact(deleted), ContactNotFoundError, 404, 'ContactNotFound');
  });

  it('MultipleMatches (409) with the first 50 matching ids', async () => {
    const client = ref.client();
    const many = await raises(
      client.findContactId({
        contactType: 'Member',
        mobilePhone: ref.catalog.sharedValues.mobilePhone,
      }),
      MultipleMatchesError,
      409,
      'MultipleMatches',
    );
    const sharing = ref.catalog.roles.sharedPhone ?? [];
    assert.ok(sharing.length > 50);
    assert.equal(many.matches.length, 50);
    assert.ok(many.matches.every((id) => sharing.includes(id)));
    assert.equal(new Set(many.matches).size, 50);

    const few = await raises(
      client.getContactOverview({
        contactType: 'Member',
        any: ref.catalog.sharedValues.mobilePhoneFew,
      }),
      MultipleMatchesError,
      409,
      'MultipleMatches',
    );
    assert.deepEqual([...few.matches].sort(), [...(ref.catalog.roles.sharedPhoneFew ?? [])].sort());

    const byKey = await raises(
      client.getContactByKey('Subscriber', ref.catalog.sharedValues.subscriberEmail),
      MultipleMatchesError,
      409,
      'MultipleMatches',
    );
    assert.deepEqual(
      [...byKey.matches].sort(),
      [...(ref.catalog.roles.sharedSubscriberEmail ?? [])].sort(),
    );
  });

  it('InvalidEmailAddress, InvalidSocialSecurityNumber, InvalidPhoneNumber (400)', async () => {
    const client = ref.client();
    await raises(
      client.findContactId({ contactType: 'Member', email: 'not-an-email' }),
      InvalidEmailAddressError,
      400,
      'InvalidEmailAddress',
    );
    await raises(
      client.getContactByKey('Subscriber', 'still-not-an-email'),
      InvalidEmailAddressError,
      400,
      'InvalidEmailAddress',
    );
    await raises(
      client.getContactOverview({ contactType: 'Member', socialSecurityNumber: '12-34' }),
      InvalidSocialSecurityNumberError,
      400,
      'InvalidSocialSecurityNumber',
    );
    await raises(
      client.triggerBySocialSecurityNumber('t', 'abc'),
      InvalidSocialSecurityNumberError,
      400,
      'InvalidSocialSecurityNumber',
    );
    await raises(
      client.findContactId({ contactType: 'Member', mobilePhone: 'call me' }),
      InvalidPhoneNumberError,
      400,
      'InvalidPhoneNumber',
    );
  });

  it('InvalidContactId (400) on op 21, whose contact id is a plain string', async () => {
    await raises(
      ref.client().getProductRecommendations('customer-42'),
      InvalidContactIdError,
      400,
      'InvalidContactId',
    );
  });

  it('InvalidSearchQuery (400): two ways at once, when a request gets past the client', async () => {
    const client = tampered({ url: (url) => url.searchParams.set('email', 'a@example.com') });
    await raises(
      client.findContactId({ contactType: 'Member', mobilePhone: '+46701234567' }),
      InvalidSearchQueryError,
      400,
      'InvalidSearchQuery',
    );
  });

  it('InvalidContactType (400) on ops 27, 28 and 35 and lookups', async () => {
    const client = ref.client();
    await raises(
      client.getContactByExternalId('Visitor', 'EXT-10001'),
      InvalidContactTypeError,
      400,
      'InvalidContactType',
    );
    // Member has several keys: a lookup by key works only for a type with exactly one.
    await raises(
      client.getContactByKey('Member', 'someone@example.com'),
      InvalidContactTypeError,
      400,
      'InvalidContactType',
    );
    await raises(
      client.updateContactType(member, 'Visitor'),
      InvalidContactTypeError,
      400,
      'InvalidContactType',
    );
    await raises(
      client.findContactId({ contactType: 'Visitor', email: 'a@example.com' }),
      InvalidContactTypeError,
      400,
      'InvalidContactType',
    );
  });

  it('NoData (400) on an empty patch', async () => {
    await raises(ref.client().patchContact(member, {}), NoDataError, 400, 'NoData');
  });

  it('ValidationError (400 on 33/34, 422 on 19/35) with the validation errors', async () => {
    const client = ref.client();
    const unsubscribe = await raises(
      client.unsubscribeSms(member, { messageId: 'no-such-message' }),
      ValidationFailedError,
      400,
      'ValidationError',
    );
    assert.equal(unsubscribe.validationErrors.length, 1);
    assert.match(unsubscribe.validationErrors[0] ?? '', /messageId/);
    const patch = await raises(
      client.patchContact(member, { email: 'broken', bonusPoints: 'many' }),
      ValidationFailedError,
      422,
      'ValidationError',
    );
    assert.equal(patch.validationErrors.length, 2);
    assert.ok(patch.validationErrors.some((text) => text.startsWith('email:')));
    // A subscriber without a mobile phone lacks what a member needs.
    const subscriber = ref.catalog.contacts.find(
      (c) => c.contactType === 'Subscriber' && !c.mobilePhone,
    )?.contactId;
    assert.ok(subscriber, 'the reference data has a subscriber without a mobile phone');
    const typeChange = await raises(
      client.updateContactType(subscriber, 'Member'),
      ValidationFailedError,
      422,
      'ValidationError',
    );
    assert.ok(typeChange.validationErrors.some((text) => text.startsWith('mobilePhone:')));
  });

  it('RetailKpiNotCalculated (404) for a contact without a purchase summary', async () => {
    await raises(
      ref.client().getPurchaseHistorySummary(first(ref.catalog, 'memberWithoutSummary')),
      RetailKpiNotCalculatedError,
      404,
      'RetailKpiNotCalculated',
    );
  });

  it('BulkStatusNotFound (404)', async () => {
    await raises(
      ref.client().getBulkStatus(UNKNOWN_ID),
      BulkStatusNotFoundError,
      404,
      'BulkStatusNotFound',
    );
  });

  it('Forbidden (403): a wrong key, and a key without rights to bulk and changes', async () => {
    const wrong = ref.client({ apiKey: 'not-the-key' });
    const error = await raises(wrong.listConsents(), ForbiddenError, 403, 'Forbidden');
    assert.ok(!error.message.includes('not-the-key'));
    const limited = ref.client({ apiKey: LIMITED_KEY });
    await raises(
      limited.getContactChanges({ changeType: 'Created', fromDate: '2024-01-01T00:00:00Z' }),
      ForbiddenError,
      403,
      'Forbidden',
    );
    await raises(
      limited.bulkCreateContacts([{ email: 'x@example.com' }]),
      ForbiddenError,
      403,
      'Forbidden',
    );
    await raises(
      limited.bulkUpdateContacts([{ contactId: member }]),
      ForbiddenError,
      403,
      'Forbidden',
    );
    await raises(limited.getBulkStatus(UNKNOWN_ID), ForbiddenError, 403, 'Forbidden');
    // The limited key still reads contacts.
    assert.equal((await limited.getContact(member)).contactId, member);
  });

  it('Unauthorized (401) when the apikey header is missing', async () => {
    const client = tampered({ headers: (headers) => headers.delete('apikey') });
    await raises(client.listConsents(), UnauthorizedError, 401, 'Unauthorized');
  });

  it('UnprocessableEntity (422) on bulk', async () => {
    await raises(
      ref.client().bulkCreateContacts([{ email: 'x@example.com' }], { contactType: 'Visitor' }),
      UnprocessableEntityError,
      422,
      'UnprocessableEntity',
    );
  });

  it('InvalidSystemConfiguration (500): a custom key lookup on a type without one', async () => {
    await raises(
      ref.client().findContactId({ contactType: 'Subscriber', customKey: 'M100001' }),
      InvalidSystemConfigurationError,
      500,
      'InvalidSystemConfiguration',
    );
  });

  it('InternalError (500) on op 23', async () => {
    await raises(
      ref.client().getBackInStockSubscriptions(first(ref.catalog, 'backInStockFailure')),
      InternalServerError,
      500,
      'InternalError',
    );
  });

  it('ChallengeNotFound (404, op 9) and ChallengeDefinitionNotFound (404, ops 10 and 14)', async () => {
    const client = ref.client();
    await raises(client.getChallenge(UNKNOWN_ID), ChallengeNotFoundError, 404, 'ChallengeNotFound');
    await raises(
      client.getChallengeDefinition(UNKNOWN_ID),
      ChallengeDefinitionNotFoundError,
      404,
      'ChallengeDefinitionNotFound',
    );
    await raises(
      client.assignChallenge(UNKNOWN_ID, member),
      ChallengeDefinitionNotFoundError,
      404,
      'ChallengeDefinitionNotFound',
    );
  });

  it('assigning needs an Active definition and, where required, the contact consent (400)', async () => {
    const client = ref.client();
    await raises(
      client.assignChallenge(first(ref.catalog, 'Draft'), member),
      ChallengeNotActiveError,
      400,
      'ChallengeNotActive',
    );
    const withoutConsent = first(ref.catalog, 'withoutConsent');
    await raises(
      client.assignChallenge(first(ref.catalog, 'activeConsentRequired'), withoutConsent),
      ContactConsentRequiredError,
      400,
      'ContactConsentRequired',
    );
  });

  it('AchievementNotFound (404) and InvalidPayload (400) on op 3', async () => {
    const client = ref.client();
    await raises(
      client.setAchievement(member, 'no-such-badge'),
      AchievementNotFoundError,
      404,
      'AchievementNotFound',
    );
    await raises(
      client.setAchievement(member, ref.catalog.achievementDefinitions[0] ?? '', { date: 'soon' }),
      InvalidPayloadError,
      400,
      'InvalidPayload',
    );
  });

  it('SubscriptionNotFound (404) on op 37', async () => {
    await raises(
      ref.client().removeBackInStockSubscription(member, UNKNOWN_ID),
      SubscriptionNotFoundError,
      404,
      'SubscriptionNotFound',
    );
  });

  it('op 13 400s (TooManyItems, InvalidCheckpointAmount), when a request gets past the client', async () => {
    const row = {
      definitionId: first(ref.catalog, 'Active'),
      contactId: member,
      checkpointAmount: 1,
    };
    const tooMany = tampered({
      body: () => JSON.stringify(Array.from({ length: 1001 }, () => row)),
    });
    await raises(tooMany.addCheckpoints([row]), TooManyItemsError, 400, 'TooManyItems');
    const zero = tampered({ body: () => JSON.stringify([{ ...row, checkpointAmount: 0 }]) });
    const error = await raises(
      zero.addCheckpoints([row]),
      InvalidCheckpointAmountError,
      400,
      'InvalidCheckpointAmount',
    );
    assert.match(error.body?.validationErrors?.[0]?.errorDescription ?? '', /greater than 0/);
  });

  it('InvalidGrade (400, op 36) and BadRequest (400, op 29), when a request gets past the client', async () => {
    const grade = tampered({ url: (url) => url.searchParams.set('grade', '11') });
    await raises(
      grade.createNpsResponse(member, { grade: 10 }),
      InvalidGradeError,
      400,
      'InvalidGrade',
    );
    const range = tampered({
      url: (url) => url.searchParams.set('toDate', '2001-01-01T00:00:00Z'),
    });
    await raises(
      range.getContactChanges({ changeType: 'Created', fromDate: '2024-01-01T00:00:00Z' }),
      BadRequestError,
      400,
      'BadRequest',
    );
  });
});

describe('engage client: retries and the key', () => {
  let ref: Setup;
  before(async () => {
    ref = await setup();
  });
  after(async () => ref.close());

  it('ServiceUnavailable (503) when too many batches are open; retried with backoff first', async () => {
    const sent: Sent[] = [];
    const retries: RetryEvent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    for (let n = 0; n < 5; n++)
      await client.bulkCreateContacts([{ email: `open${n}@example.com` }], {
        contactType: 'Subscriber',
      });
    const error = await raises(
      client.bulkCreateContacts([{ email: 'sixth@example.com' }]),
      ServiceUnavailableError,
      503,
      'ServiceUnavailable',
    );
    assert.equal(error.attempts, 1);
    // With retries, the open batches finish meanwhile (by time) and the retry is accepted.
    const patient = ref.client({
      retry: { delaysMs: [600, 600] },
      onRetry: (event) => retries.push(event),
    });
    const batchId = await patient.bulkCreateContacts([{ email: 'sixth@example.com' }], {
      contactType: 'Subscriber',
    });
    assert.match(batchId, /^[0-9a-f-]{36}$/);
    assert.equal(retries.length, 1);
    assert.deepEqual(
      { status: retries[0]?.status, attempt: retries[0]?.attempt, delayMs: retries[0]?.delayMs },
      { status: 503, attempt: 1, delayMs: 600 },
    );
  });

  it('says how many retries came before the error: "1 retry", "2 retries"', async () => {
    const member = first(ref.catalog, 'member');
    const messages: string[] = [];
    for (const retries of [1, 2]) {
      // The reference server answers the next `retries + 1` reads of this contact 503.
      const response = await fetch(`${ref.url}/__reference/faults`, {
        method: 'POST',
        body: JSON.stringify({
          engage: { status: 503, count: retries + 1, match: `/contacts/${member}` },
        }),
      });
      assert.equal(response.status, 204);
      const client = ref.client({ retry: { delaysMs: Array<number>(retries).fill(1) } });
      const error = await raises(
        client.getContact(member),
        ServiceUnavailableError,
        503,
        'ServiceUnavailable',
      );
      assert.equal(error.attempts, retries + 1);
      messages.push(error.message);
    }
    assert.match(messages[0] ?? '', / \(after 1 retry\)$/);
    assert.match(messages[1] ?? '', / \(after 2 retries\)$/);
  });

  it('the key never appears in an error, even when the server echoes it', async () => {
    // The server echoes the email it could not read; here that value is the key itself.
    const client = ref.client();
    const error = await raises(
      client.findContactId({ contactType: 'Member', email: KEY }),
      InvalidEmailAddressError,
      400,
      'InvalidEmailAddress',
    );
    assert.ok(error.message.includes('"***"'), error.message);
    assert.ok(!JSON.stringify(error.body).includes(KEY));
    assert.ok(!String(error.stack).includes(KEY));
    const wrong = ref.client({ apiKey: 'secret-wrong-key' });
    const forbidden = await rejection(wrong.getContact(first(ref.catalog, 'member')));
    assert.ok(forbidden instanceof ForbiddenError);
    assert.ok(
      !JSON.stringify({ ...forbidden, message: forbidden.message }).includes('secret-wrong-key'),
    );
  });
});
