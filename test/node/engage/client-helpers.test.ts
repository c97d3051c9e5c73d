/**
 * The engage client's helpers against the reference server: checkpoints split into requests of at
 * most 1000 rows, bulk create/update polled until done, paging iterators.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EngageTimeoutError,
  mergeCheckpointResults,
  type BulkBatchStatus,
  type CheckpointRow,
} from '../../../src/server/engage/index.ts';
import {
  first,
  recordingFetch,
  rejection,
  setup,
  type Sent,
  type Setup,
} from './client-support.ts';

describe('engage client helpers', () => {
  let ref: Setup;
  before(async () => {
    ref = await setup();
  });
  after(async () => ref.close());

  it('addCheckpointsInBatches: 2500 rows go out as 1000 + 1000 + 500, the results merged', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    const contactId = first(ref.catalog, 'withActiveAssignment');
    const active = (await client.listChallenges({ contactId, filter: 'Active' })).items[0];
    assert.ok(active);
    const missingContact = '22222222-2222-4222-8222-222222222222';
    const missingDefinition = '33333333-3333-4333-8333-333333333333';
    const valid: CheckpointRow = {
      definitionId: active.challengeId,
      contactId,
      checkpointAmount: 1,
    };
    const rows: CheckpointRow[] = Array.from({ length: 2500 }, (_, index) => {
      // One row of each kind of problem in every request of 1000.
      if (index % 1000 === 10) return { ...valid, contactId: missingContact };
      if (index % 1000 === 20) return { ...valid, definitionId: missingDefinition };
      return { ...valid, checkpointAmount: 1 };
    });
    sent.length = 0;
    const result = await client.addCheckpointsInBatches(rows);
    const requests = sent.filter((s) => s.url.pathname.endsWith('/challenges/checkpoints'));
    assert.deepEqual(
      requests.map((s) => (JSON.parse(s.body ?? '[]') as unknown[]).length),
      [1000, 1000, 500],
    );
    assert.deepEqual(
      requests.flatMap((s) => JSON.parse(s.body ?? '[]') as CheckpointRow[]),
      rows,
      'every row sent once, in order',
    );
    // Missing ids once each across the three answers; skipped rows from all three in order.
    assert.deepEqual(result.missingContactIds, [missingContact]);
    assert.deepEqual(result.missingDefinitionIds, [missingDefinition]);
    // Valid rows count until the assignment is complete; the service skips those after it (no
    // longer Active) and those naming a missing contact or definition.
    let needed = active.requiredCheckpoints - active.completedCheckpoints;
    const skipped = rows.filter((row) => {
      if (row.contactId === missingContact || row.definitionId === missingDefinition) return true;
      if (needed > 0) return (void (needed -= 1), false);
      return true;
    });
    assert.equal(
      rows.length - skipped.length,
      active.requiredCheckpoints - active.completedCheckpoints,
    );
    assert.deepEqual(result.notAccepted, skipped);
    const after = await client.getChallenge(active.id);
    assert.equal(after.completedCheckpoints, active.requiredCheckpoints);
    assert.equal(after.status, 'Completed');
  });

  it('addCheckpointsInBatches: a smaller request size, and a single request for few rows', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    const definitionId = first(ref.catalog, 'Active');
    const rows = Array.from({ length: 5 }, (_, n) => ({
      definitionId,
      contactId: `44444444-4444-4444-8444-44444444444${n}`,
      checkpointAmount: 2,
    }));
    const result = await client.addCheckpointsInBatches(rows, { rowsPerRequest: 2 });
    assert.equal(sent.length, 3);
    assert.deepEqual(
      result.missingContactIds,
      rows.map((row) => row.contactId),
    );
    assert.deepEqual(result.notAccepted, rows);
    sent.length = 0;
    await client.addCheckpointsInBatches(rows);
    assert.equal(sent.length, 1);
    assert.deepEqual(await client.addCheckpointsInBatches([]), {
      missingContactIds: [],
      missingDefinitionIds: [],
      notAccepted: [],
    });
  });

  it('mergeCheckpointResults keeps each missing id once and every skipped row', () => {
    const row = (n: number) => ({ definitionId: `d${n}`, contactId: `c${n}`, checkpointAmount: n });
    assert.deepEqual(
      mergeCheckpointResults([
        { missingContactIds: ['a', 'b'], missingDefinitionIds: [], notAccepted: [row(1)] },
        {
          missingContactIds: ['b', 'c'],
          missingDefinitionIds: ['x'],
          notAccepted: [row(2), row(3)],
        },
      ]),
      {
        missingContactIds: ['a', 'b', 'c'],
        missingDefinitionIds: ['x'],
        notAccepted: [row(1), row(2), row(3)],
      },
    );
  });

  it('bulkCreateAndWait polls with backoff until Completed, reporting progress', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    const progress: BulkBatchStatus[] = [];
    const contacts = Array.from({ length: 4 }, (_, n) => ({
      email: `poll.${n}@example.com`,
      firstName: `Poll${n}`,
    }));
    const done = await client.bulkCreateAndWait(contacts, {
      contactType: 'Subscriber',
      pollDelaysMs: [5, 10],
      onProgress: (status) => progress.push(status),
    });
    assert.equal(done.status, 'Completed');
    assert.equal(done.processed, 4);
    assert.equal(done.failed, 0);
    assert.deepEqual(progress.at(-1), done);
    assert.ok(progress.length >= 2, 'at least one status before the last');
    assert.ok(progress.slice(0, -1).every((s) => s.status === 'Pending' || s.status === 'Running'));
    const processed = progress.map((s) => s.processed);
    assert.deepEqual(
      processed,
      [...processed].sort((a, b) => a - b),
      'progress never goes back',
    );
    const polls = sent.filter((s) => s.url.pathname.endsWith('/contacts/bulk/status'));
    assert.equal(polls.length, progress.length);
    assert.ok(polls.every((s) => s.url.searchParams.get('batchId') === done.batchId));
    assert.equal(sent[0]?.url.searchParams.get('contactType'), 'Subscriber');
    const id = await client.findContactId({
      contactType: 'Subscriber',
      email: 'poll.3@example.com',
    });
    assert.equal((await client.getContact(id)).firstName, 'Poll3');
  });

  it('bulkUpdateAndWait: the last status carries the items that failed', async () => {
    const client = ref.client();
    const progress: string[] = [];
    const contactId = first(ref.catalog, 'member');
    const done = await client.bulkUpdateAndWait(
      [
        { contactId, city: 'Lund' },
        { contactId: '55555555-5555-4555-8555-555555555555', city: 'Nowhere' },
        { contactId, email: 'not an email' },
      ],
      { pollDelaysMs: [5], onProgress: (status) => progress.push(status.status) },
    );
    assert.equal(done.status, 'Completed');
    assert.equal(done.total, 3);
    assert.equal(done.failed, 2);
    assert.deepEqual(
      done.errors.map((e) => [e.index, e.errorCode]),
      [
        [1, 'ContactNotFound'],
        [2, 'ValidationError'],
      ],
    );
    assert.equal(progress.at(-1), 'Completed');
    assert.equal((await client.getContact(contactId)).city, 'Lund');
  });

  it('bulkCreateAndWait ends on Failed when every item failed', async () => {
    const done = await ref
      .client()
      .bulkCreateAndWait([{ email: 'no phone@x' }, { nosuchfield: 1 }], { pollDelaysMs: [5] });
    assert.equal(done.status, 'Failed');
    assert.equal(done.failed, 2);
  });

  it('gives up with EngageTimeoutError when the batch is not done in time', async () => {
    const client = ref.client();
    const seen: BulkBatchStatus[] = [];
    const error = await rejection(
      client.bulkCreateAndWait([{ email: 'late@example.com' }], {
        contactType: 'Subscriber',
        pollDelaysMs: [50],
        timeoutMs: 10,
        onProgress: (status) => seen.push(status),
      }),
    );
    assert.ok(error instanceof EngageTimeoutError);
    assert.equal(error.lastStatus.status, 'Pending');
    assert.equal(seen.length, 1);
    assert.match(error.message, /still Pending/);
  });

  it('iterateChallengeDefinitions pages with offset and count through every definition', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    const ids: string[] = [];
    for await (const definition of client.iterateChallengeDefinitions({ count: 2 }))
      ids.push(definition.id);
    const all = Object.values({
      Active: ref.catalog.definitions.Active,
      Draft: ref.catalog.definitions.Draft,
      Scheduled: ref.catalog.definitions.Scheduled,
      Ended: ref.catalog.definitions.Ended,
    }).flatMap((list) => list ?? []);
    assert.equal(ids.length, all.length);
    assert.deepEqual([...ids].sort(), [...all].sort());
    assert.deepEqual(
      sent.map((s) => s.url.searchParams.get('offset')),
      ['0', '2', '4', '6', '8', '10'],
    );
    assert.ok(sent.every((s) => s.url.searchParams.get('count') === '2'));

    sent.length = 0;
    const active: string[] = [];
    for await (const definition of client.iterateChallengeDefinitions({
      status: 'Active',
      count: 3,
    }))
      active.push(definition.status);
    assert.equal(active.length, ref.catalog.definitions.Active?.length);
    assert.ok(active.every((status) => status === 'Active'));
    assert.ok(sent.every((s) => s.url.searchParams.get('status') === 'Active'));
  });

  it('iterateChallenges pages through a contact assignments', async () => {
    const client = ref.client();
    let contactId = '';
    let whole = { items: [] as { id: string }[] };
    for (const id of ref.catalog.roles.withAssignments ?? []) {
      whole = await client.listChallenges({ contactId: id });
      contactId = id;
      if (whole.items.length >= 2) break;
    }
    assert.ok(whole.items.length >= 2, 'a contact with several assignments');
    const ids: string[] = [];
    for await (const assignment of client.iterateChallenges({ contactId, count: 1 })) {
      assert.equal(assignment.contactId, contactId);
      ids.push(assignment.id);
    }
    assert.deepEqual(
      ids,
      whole.items.map((a) => a.id),
    );
    // Breaking off stops the paging.
    let taken = 0;
    for await (const definition of client.iterateChallengeDefinitions({ count: 1 })) {
      assert.ok(definition.id);
      if (++taken === 2) break;
    }
    assert.equal(taken, 2);
  });

  it('iterateAchievementDefinitions pages through every definition', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    const ids: string[] = [];
    for await (const definition of client.iterateAchievementDefinitions({ count: 3 }))
      ids.push(definition.id);
    assert.deepEqual(ids, ref.catalog.achievementDefinitions);
    assert.equal(sent.length, Math.ceil(ids.length / 3));
    const defaults: string[] = [];
    for await (const definition of client.iterateAchievementDefinitions())
      defaults.push(definition.id);
    assert.deepEqual(defaults, ids);
  });
});
