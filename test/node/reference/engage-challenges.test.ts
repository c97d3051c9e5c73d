/** Contact engagement reference: challenges (9–14), consents (15), achievements (1–4). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AchievementDefinitionListSchema,
  AchievementValueListSchema,
  ChallengeAssignmentListSchema,
  ChallengeAssignmentSchema,
  ChallengeDefinitionListSchema,
  ChallengeDefinitionSchema,
  CheckpointResultSchema,
  ConsentDefinitionListSchema,
} from '../../../src/api/schemas/engage.ts';
import {
  UNKNOWN_ID,
  assertError,
  startEngage,
  valid,
  type Engage,
  type EngageCatalog,
} from './engage-helpers.ts';

let api: Engage;
let catalog: EngageCatalog;
let env: Awaited<ReturnType<typeof startEngage>>;

before(async () => {
  env = await startEngage();
  api = env.api;
  catalog = env.catalog;
});
after(() => env.server.close());

const activeDefinition = (n = 0) => catalog.definitions.activeWithoutConsent![n]!;

async function assignments(contactId: string, query: Record<string, string> = {}) {
  const reply = await api.get('/challenges', { contactId, ...query });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  valid(ChallengeAssignmentListSchema, reply.body);
  return reply.body;
}

describe('engage: challenge definitions (10, 11)', () => {
  it('11 lists every definition by default, and by status', async () => {
    const all = await api.get('/challenges/definitions');
    assert.equal(all.status, 200);
    valid(ChallengeDefinitionListSchema, all.body);
    assert.equal(all.body.totalCount, 11);
    assert.equal(all.body.items.length, 11);
    assert.equal(all.body.offset, 0);
    assert.equal(all.body.count, 100);
    for (const status of ['Active', 'Draft', 'Scheduled', 'Ended']) {
      const reply = await api.get('/challenges/definitions', { status });
      assert.ok(reply.body.items.length > 0, status);
      assert.ok(
        reply.body.items.every((d: { status: string }) => d.status === status),
        status,
      );
      assert.deepEqual(
        reply.body.items.map((d: { id: string }) => d.id),
        catalog.definitions[status],
      );
    }
  });

  it('11 pages with previous and next links carrying offset, count and the filter', async () => {
    const reply = await api.get('/challenges/definitions', { offset: '3', count: '3' });
    assert.equal(reply.body.items.length, 3);
    const links = Object.fromEntries(
      reply.body.links.map((l: { rel: string; href: string }) => [l.rel, l.href]),
    );
    assert.equal(
      links.previous,
      `${env.server.url}/engage/api/v{version}/challenges/definitions?status=All&offset=0&count=3`,
    );
    assert.match(
      links.next,
      /\/api\/v\{version\}\/challenges\/definitions\?status=All&offset=6&count=3$/,
    );
    const last = await api.get('/challenges/definitions', { offset: '9', count: '3' });
    assert.deepEqual(
      last.body.links.map((l: { rel: string }) => l.rel),
      ['previous'],
    );
  });

  it('11: 400 for an unknown status or a bad count', async () => {
    assertError(
      await api.get('/challenges/definitions', { status: 'Paused' }),
      400,
      'InvalidParameter',
    );
    assertError(await api.get('/challenges/definitions', { count: '0' }), 400, 'InvalidParameter');
    assertError(
      await api.get('/challenges/definitions', { offset: '-1' }),
      400,
      'InvalidParameter',
    );
  });

  it('10 reads one definition with its self link; 404 unknown', async () => {
    const id = catalog.definitions.activeConsentRequired![0]!;
    const reply = await api.get(`/challenges/definitions/${id}`);
    assert.equal(reply.status, 200);
    const definition = valid(ChallengeDefinitionSchema, reply.body);
    assert.equal(definition.id, id);
    assert.equal(definition.isContactConsentRequired, true);
    assert.deepEqual(definition.links?.[0], {
      href: `${env.server.url}/engage/api/v{version}/challenges/definitions/${id}`,
      method: 'GET',
      rel: 'self',
      id,
    });
    assertError(
      await api.get(`/challenges/definitions/${UNKNOWN_ID}`),
      404,
      'ChallengeDefinitionNotFound',
    );
  });
});

describe('engage: challenge assignments (9, 12)', () => {
  it('12 lists a contact’s assignments, filtered by status and definition', async () => {
    const contactId = env.role('withCompletedAssignment');
    const all = await assignments(contactId);
    assert.ok(all.totalCount > 0);
    assert.ok(all.items.every((a: { contactId: string }) => a.contactId === contactId));
    const completed = await assignments(contactId, { filter: 'Completed' });
    assert.ok(completed.items.length > 0);
    for (const a of completed.items) {
      assert.equal(a.status, 'Completed');
      assert.equal(a.isChallengeCompleted, true);
      assert.equal(a.completedCheckpoints, a.requiredCheckpoints);
      assert.ok(a.challengeCompletedOn);
    }
    const definitionId = all.items[0].challengeId;
    const one = await assignments(contactId, { definitionId });
    assert.ok(one.items.every((a: { challengeId: string }) => a.challengeId === definitionId));
    const notCompleted = await assignments(env.role('withNotCompletedAssignment'), {
      filter: 'NotCompleted',
    });
    assert.ok(notCompleted.items.length > 0);
    assert.ok(notCompleted.items.every((a: { isActive: boolean }) => !a.isActive));
  });

  it('12 pages with links carrying contactId and filter', async () => {
    let contactId = '';
    for (const id of catalog.roles.withAssignments!)
      if ((await assignments(id)).totalCount > 1) {
        contactId = id;
        break;
      }
    assert.ok(contactId, 'a contact with two assignments');
    const first = await assignments(contactId, { count: '1', filter: 'All' });
    assert.equal(first.items.length, 1);
    const rels = first.links.map((l: { rel: string; href: string }) => [l.rel, l.href]);
    assert.equal(rels.length, 1);
    assert.equal(rels[0][0], 'next');
    assert.match(
      rels[0][1],
      new RegExp(`/challenges\\?contactId=${contactId}&filter=All&offset=1&count=1$`),
    );
    const second = await assignments(contactId, { count: '1', offset: '1' });
    assert.notEqual(second.items[0].id, first.items[0].id);
    assert.ok(second.links.some((l: { rel: string }) => l.rel === 'previous'));
  });

  it('12: 400 without a contactId or with an unknown filter', async () => {
    assertError(await api.get('/challenges'), 400, 'InvalidContactId');
    assertError(
      await api.get('/challenges', { contactId: env.role('member'), filter: 'Paused' }),
      400,
      'InvalidParameter',
    );
  });

  it('9 reads one assignment with self and definition links; 404 unknown', async () => {
    const list = await assignments(env.role('withAssignments'));
    const first = list.items[0];
    const reply = await api.get(`/challenges/${first.id}`);
    assert.equal(reply.status, 200);
    const assignment = valid(ChallengeAssignmentSchema, reply.body);
    assert.deepEqual(assignment, valid(ChallengeAssignmentSchema, first));
    assert.deepEqual(
      assignment.links?.map((l) => [l.rel, l.id]),
      [
        ['self', first.id],
        ['definition', first.challengeId],
      ],
    );
    assert.ok(assignment.links?.[1]?.href.endsWith(`/challenges/definitions/${first.challengeId}`));
    assertError(await api.get(`/challenges/${UNKNOWN_ID}`), 404, 'ChallengeNotFound');
  });
});

describe('engage: assign (14) and checkpoints (13)', () => {
  it('14 assigns, and answers true again without a second assignment', async () => {
    const contactId = env.role('withoutAssignments', 0);
    const definitionId = activeDefinition(0);
    const first = await api.post(`/challenges/definitions/${definitionId}/assign`, {
      query: { contactId },
    });
    assert.equal(first.status, 200);
    assert.equal(first.body, true);
    const again = await api.post(`/challenges/definitions/${definitionId}/assign`, {
      query: { contactId },
    });
    assert.equal(again.body, true);
    const list = await assignments(contactId);
    assert.equal(list.totalCount, 1);
    assert.equal(list.items[0].challengeId, definitionId);
    assert.equal(list.items[0].status, 'Active');
    assert.equal(list.items[0].completedCheckpoints, 0);
  });

  it('14 needs the contact’s consent for a definition that requires it', async () => {
    const contactId = catalog.roles.withoutConsent!.find((id) =>
      catalog.roles.member!.includes(id),
    )!;
    const definitionId = catalog.definitions.activeConsentRequired![0]!;
    const path = `/challenges/definitions/${definitionId}/assign`;
    assertError(await api.post(path, { query: { contactId } }), 400, 'ContactConsentRequired');
    await api.request('PATCH', `/contacts/${contactId}`, { body: { challengeConsent: true } });
    const reply = await api.post(path, { query: { contactId } });
    assert.equal(reply.status, 200);
    assert.equal(reply.body, true);
  });

  it('14: 404 for an unknown definition or contact, 400 without contactId or not Active', async () => {
    const contactId = env.role('member', 40);
    assertError(
      await api.post(`/challenges/definitions/${UNKNOWN_ID}/assign`, { query: { contactId } }),
      404,
      'ChallengeDefinitionNotFound',
    );
    assertError(
      await api.post(`/challenges/definitions/${activeDefinition()}/assign`, {
        query: { contactId: UNKNOWN_ID },
      }),
      404,
      'ContactNotFound',
    );
    assertError(
      await api.post(`/challenges/definitions/${activeDefinition()}/assign`),
      400,
      'InvalidContactId',
    );
    assertError(
      await api.post(`/challenges/definitions/${catalog.definitions.Draft![0]}/assign`, {
        query: { contactId },
      }),
      400,
      'ChallengeNotActive',
    );
  });

  it('13 adds checkpoints and completes the assignment at the required count', async () => {
    const contactId = env.role('withoutAssignments', 1);
    const definitionId = activeDefinition(0);
    await api.post(`/challenges/definitions/${definitionId}/assign`, { query: { contactId } });
    const required = (await assignments(contactId)).items[0].requiredCheckpoints as number;
    assert.ok(required > 1);
    const step = await api.post('/challenges/checkpoints', {
      body: [{ definitionId, contactId, checkpointAmount: required - 1 }],
    });
    assert.equal(step.status, 200);
    assert.deepEqual(valid(CheckpointResultSchema, step.body), {
      missingContactIds: [],
      missingDefinitionIds: [],
      notAccepted: [],
    });
    let assignment = (await assignments(contactId)).items[0];
    assert.equal(assignment.completedCheckpoints, required - 1);
    assert.equal(assignment.status, 'Active');
    await api.post('/challenges/checkpoints', {
      body: [{ definitionId, contactId, checkpointAmount: 1 }],
    });
    assignment = (await assignments(contactId)).items[0];
    assert.equal(assignment.completedCheckpoints, required);
    assert.equal(assignment.status, 'Completed');
    assert.equal(assignment.isChallengeCompleted, true);
    assert.ok(assignment.challengeCompletedOn);
  });

  it('13 skips and reports rows with unknown ids or without an active assignment', async () => {
    const contactId = env.role('withoutAssignments', 2);
    const definitionId = activeDefinition(1);
    const rows = [
      { definitionId, contactId: UNKNOWN_ID, checkpointAmount: 1 },
      { definitionId: UNKNOWN_ID.replace('0000-4', '0001-4'), contactId, checkpointAmount: 2 },
      { definitionId, contactId, checkpointAmount: 1 },
    ];
    const reply = await api.post('/challenges/checkpoints', { body: rows });
    assert.equal(reply.status, 200);
    const result = valid(CheckpointResultSchema, reply.body);
    assert.deepEqual(result.missingContactIds, [UNKNOWN_ID]);
    assert.deepEqual(result.missingDefinitionIds, [rows[1]!.definitionId]);
    assert.deepEqual(result.notAccepted, rows);
  });

  it('13: 400 for more than 1000 rows, an invalid payload, an amount not above 0', async () => {
    const row = {
      definitionId: activeDefinition(),
      contactId: env.role('member'),
      checkpointAmount: 1,
    };
    assertError(
      await api.post('/challenges/checkpoints', { body: Array(1001).fill(row) }),
      400,
      'TooManyItems',
    );
    assertError(await api.post('/challenges/checkpoints', { body: row }), 400, 'InvalidPayload');
    assertError(
      await api.post('/challenges/checkpoints', { body: [{ ...row, contactId: 42 }] }),
      400,
      'InvalidPayload',
    );
    const zero = await api.post('/challenges/checkpoints', {
      body: [row, { ...row, checkpointAmount: 0 }],
    });
    assertError(zero, 400, 'InvalidCheckpointAmount');
    assert.match(zero.body.validationErrors[0].errorDescription, /\[1\]\.checkpointAmount/);
    assert.equal(
      (await api.post('/challenges/checkpoints', { body: Array(1000).fill(row) })).status,
      200,
    );
  });
});

describe('engage: consents (15)', () => {
  it('lists consent definitions with texts for sv-SE, en-SE and en-US', async () => {
    const reply = await api.get('/consents');
    assert.equal(reply.status, 200);
    const consents = valid(ConsentDefinitionListSchema, reply.body);
    assert.equal(consents.length, 3);
    for (const consent of consents)
      for (const texts of Object.values(consent.metaData))
        for (const locale of ['sv-SE', 'en-SE', 'en-US'])
          assert.ok(texts[locale], `${consent.name} ${locale}`);
    assert.notEqual(
      consents[0]!.metaData.displayText['sv-SE'],
      consents[0]!.metaData.displayText['en-SE'],
    );
  });
});

describe('engage: achievements (1–4)', () => {
  it('2 pages the achievement definitions', async () => {
    const all = await api.get('/achievements');
    valid(AchievementDefinitionListSchema, all.body);
    assert.equal(all.body.totalCount, 8);
    const page = await api.get('/achievements', { offset: '6', count: '3' });
    assert.equal(page.body.items.length, 2);
    assert.equal(page.body.offset, 6);
    assert.deepEqual(page.body.items[0], all.body.items[6]);
    assertError(await api.get('/achievements', { count: 'x' }), 400, 'InvalidParameter');
  });

  it('1, 3, 4: lists, sets and removes a contact’s achievements', async () => {
    const contactId = env.role('withAchievements');
    const path = `/contacts/${contactId}/achievements`;
    const before = await api.get(path);
    assert.equal(before.status, 200);
    const held = valid(AchievementValueListSchema, before.body);
    assert.ok(held.length > 0);
    const missing = catalog.achievementDefinitions.find((id) => !held.some((a) => a.id === id))!;
    const set = await api.post(`${path}/${missing}`, { body: { date: '2025-05-01T10:00:00Z' } });
    assert.equal(set.status, 204);
    const after = valid(AchievementValueListSchema, (await api.get(path)).body);
    const added = after.find((a) => a.id === missing);
    assert.equal(added?.date, '2025-05-01T10:00:00.000Z');
    assert.ok(added?.name && added.name !== missing);
    assert.equal((await api.request('DELETE', `${path}/${missing}`)).status, 204);
    assert.deepEqual(valid(AchievementValueListSchema, (await api.get(path)).body), held);
  });

  it('1–4: 404 for an unknown contact or achievement, 400 for a body not an object', async () => {
    const contactId = env.role('member');
    assertError(await api.get(`/contacts/${UNKNOWN_ID}/achievements`), 404, 'ContactNotFound');
    assertError(
      await api.post(`/contacts/${contactId}/achievements/no-such-badge`, { body: {} }),
      404,
      'AchievementNotFound',
    );
    assertError(
      await api.post(`/contacts/${contactId}/achievements/reviewer`, { body: [1] }),
      400,
      'InvalidPayload',
    );
    assertError(
      await api.request('DELETE', `/contacts/${UNKNOWN_ID}/achievements/reviewer`),
      404,
      'ContactNotFound',
    );
  });
});
