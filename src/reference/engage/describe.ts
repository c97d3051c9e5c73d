/**
 * The reference engage API's catalog for tests and demos (`/__reference/engage/catalog`): contact
 * ids by role, definition ids by status, the contact types and keys.
 */
import { CHALLENGE_DEFINITION_STATUSES } from '../../api/schemas/engage.ts';
import { ENGAGE_PREFIX, LIMITED_ENGAGE_API_KEY } from './config.ts';
import {
  CONTACT_TYPES,
  DEFAULT_CONTACT_TYPE,
  type ContactRecord,
  type DefinitionRecord,
  type DefinitionStatus,
} from './data.ts';
import type { EngageStore } from './store.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function describeEngage(store: EngageStore) {
  const contacts = [...store.contacts.values()];
  const ids = (filter: (c: ContactRecord) => boolean) =>
    contacts.filter(filter).map((c) => c.contactId);
  const isMember = (c: ContactRecord) => c.contactType === 'Member';
  const withStatus = (status: string) => (c: ContactRecord) =>
    store.assignmentsOf(c.contactId).some((a) => store.assignmentStatus(a) === status);
  const definitions = [...store.definitions.values()];
  const defIds = (filter: (d: DefinitionRecord) => boolean) =>
    definitions.filter(filter).map((d) => d.id);
  const since = new Date(store.now());
  since.setUTCMonth(since.getUTCMonth() - 3);
  const phoneOf = (value: string) => ids((c) => c.fields.mobilePhone === value);
  const byStatus = Object.fromEntries(
    CHALLENGE_DEFINITION_STATUSES.map((s) => [s, defIds((d) => d.status === s)]),
  ) as Record<DefinitionStatus, string[]>;
  return {
    now: iso(store.now()),
    basePath: ENGAGE_PREFIX,
    keyHeader: 'apikey',
    limitedApiKey: LIMITED_ENGAGE_API_KEY,
    contactTypes: CONTACT_TYPES.map((t) => ({
      id: t.id,
      keys: t.keys,
      customKey: t.customKey ?? null,
      required: t.required,
      fields: t.fields,
    })),
    defaultContactType: DEFAULT_CONTACT_TYPE,
    roles: {
      member: ids(isMember),
      subscriber: ids((c) => c.contactType === 'Subscriber'),
      withSummary: ids((c) => store.summaries.has(c.contactId)),
      withoutSummary: ids((c) => !store.summaries.has(c.contactId)),
      memberWithoutSummary: ids((c) => isMember(c) && !store.summaries.has(c.contactId)),
      withAssignments: ids((c) => store.assignmentsOf(c.contactId).length > 0),
      withoutAssignments: ids((c) => store.assignmentsOf(c.contactId).length === 0),
      withActiveAssignment: ids(withStatus('Active')),
      withCompletedAssignment: ids(withStatus('Completed')),
      withNotCompletedAssignment: ids(withStatus('NotCompleted')),
      withConsent: ids((c) => c.fields.challengeConsent === true),
      withoutConsent: ids((c) => c.fields.challengeConsent !== true),
      withAchievements: ids((c) => (store.achievements.get(c.contactId)?.size ?? 0) > 0),
      subscriberWithPhone: ids((c) => c.contactType === 'Subscriber' && !!c.fields.mobilePhone),
      subscriberWithoutPhone: ids((c) => c.contactType === 'Subscriber' && !c.fields.mobilePhone),
      withoutSocialSecurityNumber: ids((c) => isMember(c) && !c.fields.socialSecurityNumber),
      withBackInStock: ids((c) => (store.backInStock.get(c.contactId)?.length ?? 0) > 0),
      backInStockFailure: [store.roles.backInStockFailure],
      withSmsMessages: ids((c) =>
        (store.messages.get(c.contactId)?.sms ?? []).some((m) => m.sendDateTime >= since.getTime()),
      ),
      manyMessages: [store.roles.manyMessages],
      sharedPhone: phoneOf(store.roles.sharedPhoneMany),
      sharedPhoneFew: phoneOf(store.roles.sharedPhoneFew),
      sharedSubscriberEmail: ids(
        (c) =>
          c.contactType === 'Subscriber' && c.fields.email === store.roles.sharedSubscriberEmail,
      ),
      deleted: [
        ...store.roles.deleted,
        ...store.changes
          .filter((c) => c.type === 'Deleted' && !store.roles.deleted.includes(c.contactId))
          .map((c) => c.contactId),
      ],
    },
    sharedValues: {
      mobilePhone: store.roles.sharedPhoneMany,
      mobilePhoneFew: store.roles.sharedPhoneFew,
      subscriberEmail: store.roles.sharedSubscriberEmail,
    },
    definitions: {
      ...byStatus,
      consentRequired: defIds((d) => d.isContactConsentRequired),
      activeConsentRequired: defIds((d) => d.status === 'Active' && d.isContactConsentRequired),
      activeWithoutConsent: defIds((d) => d.status === 'Active' && !d.isContactConsentRequired),
    },
    /**
     * By channel and contact, the newest email or SMS sent more than three months ago: a real
     * message of the contact that the service's message lists (ops 24–26) no longer reach.
     */
    olderMessages: {
      email: olderMessages(store, contacts, 'email', since),
      sms: olderMessages(store, contacts, 'sms', since),
    },
    achievementDefinitions: store.achievementDefinitions.map((d) => d.id),
    consents: store.consents.map((c) => c.id),
    contacts: contacts.map((c) => ({
      contactId: c.contactId,
      contactType: c.contactType,
      externalId: c.fields.externalId ?? null,
      email: c.fields.email ?? null,
      mobilePhone: c.fields.mobilePhone ?? null,
      socialSecurityNumber: c.fields.socialSecurityNumber ?? null,
      memberNumber: c.fields.memberNumber ?? null,
    })),
  };
}

function olderMessages(
  store: EngageStore,
  contacts: ContactRecord[],
  channel: 'email' | 'sms',
  since: Date,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const contact of contacts) {
    const older = (store.messages.get(contact.contactId)?.[channel] ?? []).find(
      (message) => message.sendDateTime < since.getTime(),
    );
    if (older) found[contact.contactId] = older.messageId;
  }
  return found;
}
