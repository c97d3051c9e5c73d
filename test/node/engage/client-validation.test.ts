/**
 * What the engage client refuses to send: the lookup rules of ops 16 and 30 (each valid way
 * against the reference server, each invalid combination refused before sending), uuids, enums,
 * limits and required values.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createEngageClient,
  EngageValidationError,
  type ContactIdLookup,
  type ContactOverviewLookup,
  type EngageClient,
} from '../../../src/server/engage/index.ts';
import {
  first,
  recordingFetch,
  rejection,
  setup,
  UNKNOWN_ID,
  type Sent,
  type Setup,
} from './client-support.ts';

/** Asserts `promise` rejects with an EngageValidationError holding `path: rule` (a substring). */
async function refused(
  promise: Promise<unknown>,
  path: string,
  rule: string | RegExp,
): Promise<EngageValidationError> {
  const error = await rejection(promise);
  assert.ok(
    error instanceof EngageValidationError,
    `expected EngageValidationError, got ${String(error)}`,
  );
  const match = error.errors.find(
    (e) =>
      e.path === path && (typeof rule === 'string' ? e.rule.includes(rule) : rule.test(e.rule)),
  );
  assert.ok(match, `no "${path}: ${String(rule)}" in ${JSON.stringify(error.errors)}`);
  if (path) assert.ok(error.message.includes(`${path}: `), error.message);
  return error;
}

describe('engage client: lookup rules (ops 16 and 30)', () => {
  let ref: Setup;
  let sent: Sent[];
  let client: EngageClient;
  before(async () => {
    ref = await setup();
  });
  after(async () => ref.close());
  const fresh = () => {
    sent = [];
    client = ref.client({ fetch: recordingFetch(sent) });
  };

  it('each valid way finds the contact on op 30 and op 16', async () => {
    fresh();
    const member = ref.catalog.contacts.find(
      (c) =>
        c.contactType === 'Member' &&
        c.socialSecurityNumber &&
        c.mobilePhone !== ref.catalog.sharedValues.mobilePhone &&
        c.mobilePhone !== ref.catalog.sharedValues.mobilePhoneFew,
    );
    assert.ok(member);
    const ways: ContactIdLookup[] = [
      { contactType: 'Member', email: member.email ?? '' },
      { contactType: 'Member', socialSecurityNumber: member.socialSecurityNumber ?? '' },
      { contactType: 'Member', mobilePhone: member.mobilePhone ?? '' },
      { contactType: 'Member', customKey: member.memberNumber ?? '' },
      { contactType: 'Member', any: member.email ?? '' },
      { contactType: 'Member', any: member.socialSecurityNumber ?? '' },
      { contactType: 'Member', any: member.mobilePhone ?? '' },
      { contactType: 'Member', any: member.memberNumber ?? '' },
    ];
    for (const lookup of ways) {
      assert.equal(await client.findContactId(lookup), member.contactId, JSON.stringify(lookup));
      const overview = await client.getContactOverview(lookup);
      assert.equal(overview.contactId, member.contactId, JSON.stringify(lookup));
    }
    const byId = await client.getContactOverview({ contactId: member.contactId });
    assert.equal(byId.contactId, member.contactId);
    // Exactly the given way (and contactType) went out.
    assert.deepEqual([...(sent[0]?.url.searchParams.keys() ?? [])].sort(), [
      'contactType',
      'email',
    ]);
    assert.equal(sent.length, ways.length * 2 + 1);
  });

  const invalid: [string, ContactOverviewLookup, string, string | RegExp][] = [
    ['no way at all', {}, '', /needs exactly one way of identifying the contact/],
    ['only contactType', { contactType: 'Member' }, '', /needs exactly one way/],
    [
      'email without contactType',
      { email: 'a@example.com' },
      'contactType',
      'is required with email',
    ],
    [
      'socialSecurityNumber without contactType',
      { socialSecurityNumber: '19850312-1234' },
      'contactType',
      'is required with socialSecurityNumber',
    ],
    [
      'mobilePhone without contactType',
      { mobilePhone: '+46701234567' },
      'contactType',
      'is required with mobilePhone',
    ],
    [
      'customKey without contactType',
      { customKey: 'M100001' },
      'contactType',
      'is required with customKey',
    ],
    ['any without contactType', { any: 'a@example.com' }, 'contactType', 'is required with any'],
    [
      'two ways (email and mobilePhone)',
      { contactType: 'Member', email: 'a@example.com', mobilePhone: '+46701234567' },
      'mobilePhone',
      /gives email and mobilePhone: use exactly one way/,
    ],
    [
      'two ways (email and any)',
      { contactType: 'Member', email: 'a@example.com', any: 'x' },
      'any',
      /gives email and any/,
    ],
    [
      'contactId and email',
      { contactType: 'Member', contactId: UNKNOWN_ID, email: 'a@example.com' },
      'email',
      /gives contactId and email/,
    ],
    [
      'contactId with contactType',
      { contactType: 'Member', contactId: UNKNOWN_ID },
      'contactType',
      'is not allowed with contactId',
    ],
    ['contactId not a uuid', { contactId: '42' }, 'contactId', 'must be a uuid'],
    ['an empty value', { contactType: 'Member', email: ' ' }, 'email', 'must not be empty'],
    [
      'an unknown member',
      { contactType: 'Member', phone: '+4670' } as never,
      '',
      /unknown member phone/,
    ],
  ];

  for (const [name, lookup, path, rule] of invalid) {
    it(`op 16 refuses ${name} before sending`, async () => {
      fresh();
      await refused(client.getContactOverview(lookup), path, rule);
      assert.equal(sent.length, 0);
    });
  }

  it('op 30 refuses contactId (it is a lookup of op 16 only) and the same combinations', async () => {
    fresh();
    await refused(
      client.findContactId({ contactId: UNKNOWN_ID } as ContactIdLookup),
      '',
      'unknown member contactId',
    );
    for (const [, lookup, path, rule] of invalid) {
      if ('contactId' in lookup) continue;
      await refused(client.findContactId(lookup), path, rule);
    }
    await refused(client.findContactId(undefined as never), 'lookup', 'is required');
    assert.equal(sent.length, 0);
  });
});

describe('engage client: arguments are validated before sending', () => {
  let ref: Setup;
  let sent: Sent[];
  let client: EngageClient;
  let member: string;
  before(async () => {
    ref = await setup();
    member = first(ref.catalog, 'member');
  });
  after(async () => ref.close());
  const fresh = () => {
    sent = [];
    client = ref.client({ fetch: recordingFetch(sent) });
  };

  it('refuses bad client options', () => {
    assert.throws(
      () => createEngageClient({ baseUrl: 'ftp://x', apiKey: 'k' }),
      (error: unknown) =>
        error instanceof EngageValidationError &&
        /baseUrl: must be an http\(s\) URL/.test(error.message),
    );
    assert.throws(
      () => createEngageClient({ baseUrl: ref.url, apiKey: '' }),
      (error: unknown) =>
        error instanceof EngageValidationError && /apiKey: is required/.test(error.message),
    );
  });

  it('uuids where the spec says uuid', async () => {
    fresh();
    await refused(client.getContact('not-a-uuid'), 'contactId', 'must be a uuid');
    await refused(client.getChallenge('123'), 'assignmentId', 'must be a uuid');
    await refused(client.getChallengeDefinition(''), 'id', 'is required');
    await refused(client.assignChallenge('x', member), 'definitionId', 'must be a uuid');
    await refused(client.assignChallenge(UNKNOWN_ID, 'y'), 'contactId', 'must be a uuid');
    await refused(client.getBulkStatus('batch-1'), 'batchId', 'must be a uuid');
    await refused(client.listChallenges({ contactId: 'me' }), 'contactId', 'must be a uuid');
    await refused(
      client.listChallenges({ contactId: member, definitionId: 'd' }),
      'definitionId',
      'must be a uuid',
    );
    await refused(client.getPurchaseHistorySummary('abc'), 'contactId', 'must be a uuid');
    assert.equal(sent.length, 0);
  });

  it('required path values and JSON object bodies', async () => {
    fresh();
    await refused(client.setAchievement(member, ''), 'achievementId', 'is required');
    await refused(
      client.setAchievement(member, 'reviewer', [] as never),
      'body',
      'must be a JSON object',
    );
    await refused(client.triggerByContactId('', member), 'triggerId', 'is required');
    await refused(client.triggerBySocialSecurityNumber('t', ''), 'ssn', 'is required');
    await refused(client.triggerByExternalContactId('t', ''), 'externalId', 'is required');
    await refused(client.triggerByContactTypeAndKey('t', 'Member', ''), 'keyValue', 'is required');
    await refused(client.getContactByExternalId('', 'EXT-1'), 'contactType', 'is required');
    await refused(client.getContactByKey('Subscriber', ''), 'keyValue', 'is required');
    await refused(client.updateContactType(member, ''), 'contactTypeId', 'is required');
    await refused(client.patchContact(member, null as never), 'changes', 'must be a JSON object');
    await refused(
      client.removeBackInStockSubscription(member, ''),
      'subscriptionId',
      'is required',
    );
    await refused(client.getProductRecommendations(''), 'contactId', 'is required');
    assert.equal(sent.length, 0);
  });

  it('enums, paging values and dates', async () => {
    fresh();
    await refused(
      client.listChallengeDefinitions({ status: 'Archived' as never }),
      'status',
      'expected one of "All", "Active", "Draft", "Scheduled", "Ended"',
    );
    await refused(
      client.listChallenges({ contactId: member, filter: 'Ended' as never }),
      'filter',
      'expected one of "All", "Active", "Completed", "NotCompleted"',
    );
    await refused(client.listChallengeDefinitions({ offset: -1 }), 'offset', 'must be at least 0');
    await refused(client.listAchievementDefinitions({ count: 0 }), 'count', 'must be at least 1');
    await refused(client.listAchievementDefinitions({ count: 2.5 }), 'count', 'must be an integer');
    await refused(
      client.getContactChanges({ changeType: 'Moved' as never, fromDate: '2024-01-01T00:00:00Z' }),
      'changeType',
      'expected one of "Created", "Updated", "Deleted"',
    );
    await refused(
      client.getContactChanges({ changeType: 'Created', fromDate: '2024-01-01' }),
      'fromDate',
      'must be a datetime',
    );
    await refused(
      client.getContactChanges({
        changeType: 'Created',
        fromDate: '2024-02-01T00:00:00Z',
        toDate: '2024-01-01T00:00:00Z',
      }),
      'toDate',
      'must not be before fromDate',
    );
    await refused(
      client.getContactChanges({ fromDate: '2024-01-01T00:00:00Z' } as never),
      'changeType',
      'is required',
    );
    assert.equal(sent.length, 0);
  });

  it('messages count: at most 500', async () => {
    fresh();
    const many = first(ref.catalog, 'manyMessages');
    await refused(client.getSmsMessages(many, { count: 501 }), 'count', 'must be at most 500');
    await refused(client.getEmailMessages(many, { count: 10_000 }), 'count', 'must be at most 500');
    await refused(client.getPostalMessages(many, { count: 0 }), 'count', 'must be at least 1');
    await refused(client.getMessages('fax' as never, many), 'channel', 'expected one of');
    assert.equal(sent.length, 0);
    const most = await client.getEmailMessages(many, { count: 500 });
    assert.equal(most.items.length, 500);
    assert.equal(sent[0]?.url.searchParams.get('count'), '500');
  });

  it('checkpoints: at most 1000 rows, uuids, amount an integer greater than 0', async () => {
    fresh();
    const definitionId = first(ref.catalog, 'Active');
    const row = { definitionId, contactId: member, checkpointAmount: 1 };
    await refused(
      client.addCheckpoints(Array.from({ length: 1001 }, () => row)),
      'rows',
      'allows at most 1000 rows per request, got 1001 (use addCheckpointsInBatches)',
    );
    await refused(client.addCheckpoints([]), 'rows', 'needs at least 1 item');
    await refused(
      client.addCheckpoints([row, { ...row, checkpointAmount: 0 }]),
      'rows[1].checkpointAmount',
      'must be greater than 0',
    );
    await refused(
      client.addCheckpoints([{ ...row, checkpointAmount: -3 }]),
      'rows[0].checkpointAmount',
      'must be greater than 0',
    );
    await refused(
      client.addCheckpoints([{ ...row, checkpointAmount: 1.5 }]),
      'rows[0].checkpointAmount',
      'must be an integer',
    );
    await refused(
      client.addCheckpoints([{ ...row, contactId: 'c1' }]),
      'rows[0].contactId',
      'must be a uuid',
    );
    await refused(
      client.addCheckpoints([{ ...row, extra: 1 } as never]),
      'rows[0]',
      'unknown member extra',
    );
    // The batch helper checks every row before the first request.
    const rows = Array.from({ length: 2500 }, () => row);
    rows[2200] = { ...row, checkpointAmount: 0 };
    await refused(
      client.addCheckpointsInBatches(rows),
      'rows[2200].checkpointAmount',
      'must be greater than 0',
    );
    await refused(
      client.addCheckpointsInBatches([row], { rowsPerRequest: 1001 }),
      'rowsPerRequest',
      'from 1 to 1000',
    );
    assert.equal(sent.length, 0);
  });

  it('NPS grade 1–10, unsubscribe messageId, delete source, bulk arrays', async () => {
    fresh();
    await refused(client.createNpsResponse(member, { grade: 0 }), 'grade', 'must be at least 1');
    await refused(client.createNpsResponse(member, { grade: 11 }), 'grade', 'must be at most 10');
    await refused(client.createNpsResponse(member, { grade: 7.5 }), 'grade', 'must be an integer');
    await refused(client.createNpsResponse(member, {} as never), 'grade', 'is required');
    await refused(
      client.createNpsResponse(member, { grade: 5, storeId: '' }),
      'storeId',
      'must not be empty',
    );
    await refused(
      client.unsubscribeEmail(member, { messageId: '' }),
      'messageId',
      'must not be empty',
    );
    await refused(client.deleteContact(member, { source: '' }), 'source', 'must not be empty');
    await refused(client.bulkCreateContacts([]), 'contacts', 'needs at least 1 item');
    await refused(client.bulkCreateContacts([1] as never), 'contacts[0]', 'expected record');
    await refused(
      client.bulkUpdateContacts([{}], { contactType: '' }),
      'contactType',
      'must not be empty',
    );
    await refused(
      client.bulkUpdateContacts([{}], { avoidTriggeringExport: 'yes' } as never),
      'avoidTriggeringExport',
      'expected boolean',
    );
    assert.equal(sent.length, 0);
    // Grade bounds themselves are accepted.
    await client.createNpsResponse(member, { grade: 10 });
    assert.equal(sent.length, 1);
  });

  it('a validation error names every broken rule at once', async () => {
    fresh();
    const error = await refused(
      client.listChallenges({ contactId: 'x', offset: -1, count: 0, filter: 'Nope' as never }),
      'contactId',
      'must be a uuid',
    );
    assert.deepEqual(error.errors.map((e) => e.path).sort(), [
      'contactId',
      'count',
      'filter',
      'offset',
    ]);
    assert.match(error.message, /^invalid listChallenges query:\n {2}contactId: must be a uuid/);
  });
});
