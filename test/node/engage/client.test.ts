/**
 * Every operation (1–37) of the engage client against the reference server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContactNotFoundError } from '../../../src/server/engage/index.ts';
import {
  contactOf,
  first,
  KEY,
  recordingFetch,
  rejection,
  setup,
  type Sent,
  type Setup,
} from './client-support.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('engage client: every operation against the reference server', () => {
  let ref: Setup;
  before(async () => {
    ref = await setup();
  });
  after(async () => ref.close());

  it('sends apikey, User-Agent and Content-Type: application/json under {baseUrl}/api/v3', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent), userAgent: 'shop-server/1.0' });
    const member = first(ref.catalog, 'member');
    await client.getContact(member);
    await client.patchContact(member, { city: 'Uppsala' });
    assert.equal(sent[0]?.url.pathname, `/engage/api/v3/contacts/${member}`);
    assert.equal(sent[0]?.headers.get('apikey'), KEY);
    assert.equal(sent[0]?.headers.get('user-agent'), 'shop-server/1.0');
    assert.equal(sent[1]?.method, 'PATCH');
    assert.equal(sent[1]?.headers.get('content-type'), 'application/json');
    assert.deepEqual(JSON.parse(sent[1]?.body ?? ''), { city: 'Uppsala' });
    const plain: Sent[] = [];
    await ref.client({ fetch: recordingFetch(plain) }).listConsents();
    assert.equal(plain[0]?.headers.get('user-agent'), 'storefront-elements-engage');
  });

  it('1 getContactAchievements: the contact achievements with names and dates', async () => {
    const achievements = await ref
      .client()
      .getContactAchievements(first(ref.catalog, 'withAchievements'));
    assert.ok(achievements.length > 0);
    for (const achievement of achievements) {
      assert.ok(ref.catalog.achievementDefinitions.includes(achievement.id));
      assert.ok(achievement.name && achievement.name !== achievement.id);
      assert.ok(!Number.isNaN(Date.parse(achievement.date ?? '')));
    }
  });

  it('2 listAchievementDefinitions: a page with offset and count', async () => {
    const page = await ref.client().listAchievementDefinitions({ offset: 2, count: 3 });
    assert.equal(page.totalCount, ref.catalog.achievementDefinitions.length);
    assert.equal(page.offset, 2);
    assert.deepEqual(
      page.items.map((item) => item.id),
      ref.catalog.achievementDefinitions.slice(2, 5),
    );
    assert.ok(page.items.every((item) => item.name.length > 0));
  });

  it('3, 4 setAchievement then removeAchievement', async () => {
    const client = ref.client();
    const contact = first(ref.catalog, 'subscriber');
    const achievementId = ref.catalog.achievementDefinitions[3] ?? '';
    await client.setAchievement(contact, achievementId, { date: '2025-01-02T03:04:05Z' });
    const set = await client.getContactAchievements(contact);
    const found = set.find((a) => a.id === achievementId);
    assert.equal(found?.date, '2025-01-02T03:04:05.000Z');
    await client.removeAchievement(contact, achievementId);
    const after = await client.getContactAchievements(contact);
    assert.ok(!after.some((a) => a.id === achievementId));
  });

  it('5–8 fire a custom trigger for a contact identified in each of four ways', async () => {
    const client = ref.client();
    const member = ref.catalog.contacts.find(
      (c) => c.contactType === 'Member' && c.socialSecurityNumber && c.externalId,
    );
    const subscriber = ref.catalog.contacts.find(
      (c) => c.contactType === 'Subscriber' && c.email !== ref.catalog.sharedValues.subscriberEmail,
    );
    assert.ok(member && subscriber);
    const byId = await client.triggerByContactId('welcome', member.contactId, { a: 1 });
    assert.equal(byId.contactId, member.contactId);
    const bySsn = await client.triggerBySocialSecurityNumber(
      'birthday',
      member.socialSecurityNumber ?? '',
      {},
    );
    assert.equal(bySsn.contactId, member.contactId);
    const byExternal = await client.triggerByExternalContactId('points', member.externalId ?? '');
    assert.equal(byExternal.contactId, member.contactId);
    const byKey = await client.triggerByContactTypeAndKey(
      'newsletter',
      'Subscriber',
      subscriber.email ?? '',
      { source: 'test' },
    );
    assert.equal(byKey.contactId, subscriber.contactId);
    const { triggers } = await ref.events();
    assert.deepEqual(
      triggers.slice(-4).map((t) => [t.triggerId, t.contactId, t.identifiedBy]),
      [
        ['welcome', member.contactId, 'contactId'],
        ['birthday', member.contactId, 'socialSecurityNumber'],
        ['points', member.contactId, 'externalId'],
        ['newsletter', subscriber.contactId, 'contactTypeAndKey'],
      ],
    );
    assert.deepEqual(triggers.at(-1)?.body, { source: 'test' });
  });

  it('9, 12 listChallenges and getChallenge: assignments with links', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'withAssignments');
    const list = await client.listChallenges({ contactId });
    assert.ok(list.items.length > 0);
    assert.equal(list.totalCount, list.items.length);
    const assignment = list.items[0];
    assert.ok(assignment);
    assert.equal(assignment.contactId, contactId);
    const one = await client.getChallenge(assignment.id);
    assert.deepEqual(one, assignment);
    assert.deepEqual(one.links?.map((link) => link.rel).sort(), ['definition', 'self']);
    assert.ok(['Active', 'Completed', 'NotCompleted', 'Unknown'].includes(one.status));
  });

  it('12 listChallenges filters by status and definition and pages with links', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'withCompletedAssignment');
    const completed = await client.listChallenges({ contactId, filter: 'Completed' });
    assert.ok(completed.items.length > 0);
    assert.ok(completed.items.every((a) => a.status === 'Completed' && a.isChallengeCompleted));
    const definitionId = completed.items[0]?.challengeId ?? '';
    const one = await client.listChallenges({ contactId, definitionId });
    assert.ok(one.items.every((a) => a.challengeId === definitionId));
    const all = await client.listChallenges({ contactId, count: 1 });
    if (all.totalCount > 1) assert.ok(all.links?.some((link) => link.rel === 'next'));
  });

  it('10, 11 getChallengeDefinition and listChallengeDefinitions by status', async () => {
    const client = ref.client();
    for (const status of ['Active', 'Draft', 'Scheduled', 'Ended'] as const) {
      const list = await client.listChallengeDefinitions({ status });
      assert.deepEqual(
        list.items.map((d) => d.id).sort(),
        [...(ref.catalog.definitions[status] ?? [])].sort(),
      );
      assert.ok(list.items.every((d) => d.status === status));
    }
    const all = await client.listChallengeDefinitions();
    assert.equal(all.totalCount, 11);
    const id = first(ref.catalog, 'Active');
    const definition = await client.getChallengeDefinition(id);
    assert.equal(definition.id, id);
    assert.equal(definition.status, 'Active');
    assert.ok(definition.requiredNumberOfCheckpoints > 0);
  });

  it('13 addCheckpoints: valid rows count, invalid rows are reported', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'withActiveAssignment');
    const active = (await client.listChallenges({ contactId, filter: 'Active' })).items[0];
    assert.ok(active);
    const unknownContact = '11111111-1111-4111-8111-111111111111';
    const result = await client.addCheckpoints([
      { definitionId: active.challengeId, contactId, checkpointAmount: 1 },
      { definitionId: active.challengeId, contactId: unknownContact, checkpointAmount: 2 },
    ]);
    assert.deepEqual(result.missingContactIds, [unknownContact]);
    assert.deepEqual(result.missingDefinitionIds, []);
    assert.deepEqual(result.notAccepted, [
      { definitionId: active.challengeId, contactId: unknownContact, checkpointAmount: 2 },
    ]);
    const after = await client.getChallenge(active.id);
    assert.equal(
      after.completedCheckpoints,
      Math.min(active.requiredCheckpoints, active.completedCheckpoints + 1),
    );
  });

  it('14 assignChallenge: true, and true again when already assigned', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'withoutAssignments');
    const definitionId = first(ref.catalog, 'activeWithoutConsent');
    assert.equal(await client.assignChallenge(definitionId, contactId), true);
    assert.equal(await client.assignChallenge(definitionId, contactId), true);
    const list = await client.listChallenges({ contactId, definitionId });
    assert.equal(list.items.length, 1);
    assert.equal(list.items[0]?.status, 'Active');
  });

  it('15 listConsents: definitions with localized texts', async () => {
    const consents = await ref.client().listConsents();
    assert.deepEqual(
      consents.map((c) => c.id),
      ref.catalog.consents,
    );
    for (const consent of consents) {
      assert.ok(consent.metaData.displayText['en-SE']);
      assert.ok(consent.metaData.conditionText['sv-SE']);
      assert.ok(consent.metaData.linkText['en-US']);
    }
  });

  it('16 getContactOverview by contactId and by email with contactType', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'member');
    const byId = await client.getContactOverview({ contactId });
    assert.equal(byId.contactId, contactId);
    const { email } = contactOf(ref.catalog, contactId);
    const byEmail = await client.getContactOverview({ contactType: 'Member', email: email ?? '' });
    assert.equal(byEmail.contactId, contactId);
  });

  it('17, 19 getContact and patchContact: only the fields sent change, empty is stored as empty', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'member');
    const before = await client.getContact(contactId);
    const patched = await client.patchContact(contactId, { firstName: 'Astrid', city: '' });
    assert.equal(patched.firstName, 'Astrid');
    assert.equal(patched.city, '');
    assert.equal(patched.lastName, before.lastName);
    assert.equal(patched.email, before.email);
    const read = await client.getContact(contactId);
    assert.equal(read.firstName, 'Astrid');
    assert.equal(read.city, '');
  });

  it('18, 29 deleteContact, then getContactChanges lists it as Deleted', async () => {
    const client = ref.client();
    const fromDate = new Date(Date.now() - 60_000).toISOString();
    const contactId = ref.catalog.roles.subscriber?.at(-3) ?? '';
    const answer = await client.deleteContact(contactId, { source: 'crm' });
    assert.equal(answer.contactId, contactId);
    assert.ok((await rejection(client.getContact(contactId))) instanceof ContactNotFoundError);
    const changes = await client.getContactChanges({ changeType: 'Deleted', fromDate });
    assert.ok(changes.contactIds.includes(contactId));
    const before = await client.getContactChanges({
      changeType: 'Deleted',
      fromDate: '2000-01-01T00:00:00Z',
      toDate: fromDate,
    });
    assert.ok(!before.contactIds.includes(contactId));
  });

  it('29 getContactChanges: Created within a time range', async () => {
    const changes = await ref
      .client()
      .getContactChanges({ changeType: 'Created', fromDate: '2000-01-01T00:00:00+01:00' });
    assert.ok(changes.contactIds.length >= 200);
    assert.ok(changes.contactIds.every((id) => GUID.test(id)));
  });

  it('21 getProductRecommendations: products to render a card', async () => {
    const contactId = first(ref.catalog, 'member');
    const recommendations = await ref.client().getProductRecommendations(contactId);
    assert.equal(recommendations.contactId, contactId);
    assert.ok(recommendations.products.length > 0);
    for (const product of recommendations.products) {
      assert.ok(product.productKey && product.name && product.link);
      assert.equal(typeof product.price, 'number');
      assert.ok(product.currency);
    }
  });

  it('22 getPurchaseHistorySummary: all time, last year and last two years', async () => {
    const summary = await ref.client().getPurchaseHistorySummary(first(ref.catalog, 'withSummary'));
    assert.ok((summary.purchaseAmountAll ?? 0) > 0);
    assert.equal(typeof summary.purchaseAmountLastYear, 'number');
    assert.equal(typeof summary.averageReceiptLastTwoYears, 'number');
    assert.ok(!Number.isNaN(Date.parse(summary.lastUpdated ?? '')));
    assert.ok(!Number.isNaN(Date.parse(summary.latestReceiptDate ?? '')));
  });

  it('23, 37 getBackInStockSubscriptions, then removeBackInStockSubscription', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'withBackInStock');
    const list = await client.getBackInStockSubscriptions(contactId);
    assert.ok(list.length > 0);
    assert.ok(list.every((s) => s.contactId === contactId && s.sku));
    const removed = list[0]?.id ?? '';
    await client.removeBackInStockSubscription(contactId, removed);
    const after = await client.getBackInStockSubscriptions(contactId);
    assert.deepEqual(
      after.map((s) => s.id),
      list.slice(1).map((s) => s.id),
    );
  });

  it('24–26 messages of each channel: the latest, within three months', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'manyMessages');
    const threeMonths = Date.now() - 93 * 24 * 60 * 60 * 1000;
    const sms = await client.getSmsMessages(contactId);
    const email = await client.getEmailMessages(contactId, { count: 20 });
    const postal = await client.getPostalMessages(contactId, { count: 500 });
    assert.equal(sms.items.length, 100);
    assert.equal(email.items.length, 20);
    assert.ok(postal.items.length > 0 && postal.items.length < 30);
    for (const [list, type] of [
      [sms, 'Sms'],
      [email, 'Email'],
      [postal, 'Postal'],
    ] as const)
      for (const message of list.items) {
        assert.equal(message.type, type);
        assert.ok(Date.parse(message.sendDateTime) >= threeMonths);
      }
    const times = sms.items.map((m) => Date.parse(m.sendDateTime));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.deepEqual(await client.getMessages('email', contactId, { count: 20 }), email);
  });

  it('27 getContactByExternalId and 28 getContactByKey', async () => {
    const client = ref.client();
    const member = contactOf(ref.catalog, first(ref.catalog, 'member'));
    const byExternal = await client.getContactByExternalId('Member', member.externalId ?? '');
    assert.equal(byExternal.contactId, member.contactId);
    const subscriber = ref.catalog.contacts.find(
      (c) => c.contactType === 'Subscriber' && c.email !== ref.catalog.sharedValues.subscriberEmail,
    );
    assert.ok(subscriber);
    const byKey = await client.getContactByKey('Subscriber', subscriber.email ?? '');
    assert.equal(byKey.contactId, subscriber.contactId);
  });

  it('30 findContactId: the contact id', async () => {
    const member = contactOf(ref.catalog, first(ref.catalog, 'member'));
    const client = ref.client();
    const byKey = await client.findContactId({
      contactType: 'Member',
      customKey: member.memberNumber ?? '',
    });
    assert.equal(byKey, member.contactId);
    const byEmail = await client.findContactId({
      contactType: 'Member',
      email: member.email ?? '',
    });
    assert.equal(byEmail, member.contactId);
  });

  it('31, 20 bulkCreateContacts then getBulkStatus', async () => {
    const client = ref.client();
    const batchId = await client.bulkCreateContacts(
      [{ email: 'bulk.one@example.com' }, { email: 'bulk.two@example.com' }],
      { contactType: 'Subscriber' },
    );
    assert.match(batchId, GUID);
    let status = await client.getBulkStatus(batchId);
    assert.equal(status.batchId, batchId);
    assert.equal(status.total, 2);
    while (status.status !== 'Completed' && status.status !== 'Failed')
      status = await client.getBulkStatus(batchId);
    assert.equal(status.status, 'Completed');
    const id = await client.findContactId({
      contactType: 'Subscriber',
      email: 'bulk.two@example.com',
    });
    assert.match(id, GUID);
  });

  it('32 bulkUpdateContacts with avoidTriggeringExport', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    const contactId = ref.catalog.roles.member?.[5] ?? '';
    const batchId = await client.bulkUpdateContacts([{ contactId, lastName: 'Bulkqvist' }], {
      avoidTriggeringExport: true,
    });
    assert.equal(sent[0]?.method, 'PATCH');
    assert.equal(sent[0]?.url.searchParams.get('avoidTriggeringExport'), 'true');
    const status = await client.waitForBulk(batchId, { pollDelaysMs: [5] });
    assert.equal(status.status, 'Completed');
    assert.equal((await client.getContact(contactId)).lastName, 'Bulkqvist');
  });

  it('33, 34 unsubscribeSms on a message and unsubscribeEmail on the last one', async () => {
    const client = ref.client();
    const contactId = first(ref.catalog, 'withSmsMessages');
    const sms = await client.getSmsMessages(contactId, { count: 1 });
    const messageId = sms.items[0]?.messageId ?? '';
    const smsAnswer = await client.unsubscribeSms(contactId, { messageId });
    assert.equal(smsAnswer?.messageId, messageId);
    const emails = await client.getEmailMessages(contactId, { count: 1 });
    const emailAnswer = await client.unsubscribeEmail(contactId);
    assert.equal(emailAnswer?.messageId, emails.items[0]?.messageId);
    const contact = await client.getContact(contactId);
    assert.equal(contact.smsOptIn, false);
    assert.equal(contact.emailOptIn, false);
    const { unsubscriptions } = await ref.events();
    assert.deepEqual(
      unsubscriptions.slice(-2).map((u) => [u.contactId, u.channel, u.messageId]),
      [
        [contactId, 'sms', messageId],
        [contactId, 'email', emails.items[0]?.messageId],
      ],
    );
  });

  it('35 updateContactType: a member becomes a subscriber', async () => {
    const client = ref.client();
    const contactId = ref.catalog.roles.member?.[150] ?? '';
    await client.updateContactType(contactId, 'Subscriber');
    assert.equal((await client.getContact(contactId)).contactType, 'Subscriber');
  });

  it('36 createNpsResponse: grade and store in the query, no body', async () => {
    const sent: Sent[] = [];
    const client = ref.client({ fetch: recordingFetch(sent) });
    const contactId = first(ref.catalog, 'member');
    await client.createNpsResponse(contactId, { grade: 9, storeId: 'store-12' });
    await client.createNpsResponse(contactId, { grade: 1 });
    assert.equal(sent[0]?.url.searchParams.get('grade'), '9');
    assert.equal(sent[0]?.url.searchParams.get('storeId'), 'store-12');
    assert.equal(sent[0]?.body, undefined);
    assert.equal(sent[1]?.url.searchParams.has('storeId'), false);
    const { npsResponses } = await ref.events();
    assert.deepEqual(
      npsResponses.slice(-2).map((r) => [r.contactId, r.grade, r.storeId]),
      [
        [contactId, 9, 'store-12'],
        [contactId, 1, null],
      ],
    );
  });
});
