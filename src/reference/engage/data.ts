/**
 * The generated contact-engagement sample data: contact types, ~200 contacts, challenge
 * definitions and assignments, achievements, consents, messages, purchase summaries and
 * back-in-stock subscriptions. Ids, names, keys and counts derive from the seed only; timestamps
 * are offsets from `now` (the moment the handler was created), so dates look current in a demo
 * while which messages fall within three months stays the same on every run.
 */
import {
  MESSAGE_CHANNELS,
  type ChallengeAssignmentStatus,
  type ChallengeDefinitionStatus,
  type ContactChangeType,
  type MessageChannel,
} from '../../api/schemas/engage.ts';
import type { Catalog } from '../catalog.ts';
import { Random } from '../random.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type FieldValue = string | number | boolean | null;
export type FieldKind = 'string' | 'email' | 'phone' | 'ssn' | 'boolean' | 'integer';

export interface ContactTypeDef {
  id: string;
  /** Fields a contact of this type may hold, with their kind. */
  fields: Record<string, FieldKind>;
  /** Key fields (a lookup by key works only for a type with exactly one). */
  keys: string[];
  /** The configured custom key (`customKey` lookups); undefined: none configured. */
  customKey: string | undefined;
  /** Fields that must be non-empty for a contact of this type (create, type change). */
  required: string[];
}

const COMMON_FIELDS: Record<string, FieldKind> = {
  externalId: 'string',
  firstName: 'string',
  lastName: 'string',
  email: 'email',
  preferredLocale: 'string',
  countryCode: 'string',
  emailOptIn: 'boolean',
  challengeConsent: 'boolean',
};

export const CONTACT_TYPES: ContactTypeDef[] = [
  {
    id: 'Member',
    fields: {
      ...COMMON_FIELDS,
      mobilePhone: 'phone',
      socialSecurityNumber: 'ssn',
      memberNumber: 'string',
      city: 'string',
      smsOptIn: 'boolean',
      memberLevel: 'string',
      bonusPoints: 'integer',
    },
    keys: ['email', 'mobilePhone', 'socialSecurityNumber', 'memberNumber'],
    customKey: 'memberNumber',
    required: ['email', 'mobilePhone'],
  },
  {
    id: 'Subscriber',
    // mobilePhone is an attribute here, not a key: a subscriber with one can become a Member.
    fields: { ...COMMON_FIELDS, mobilePhone: 'phone' },
    keys: ['email'],
    customKey: undefined,
    required: ['email'],
  },
];
export const DEFAULT_CONTACT_TYPE = 'Member';
export const READ_ONLY_FIELDS = ['contactId', 'contactType', 'createdOn', 'updatedOn'];

export interface ContactRecord {
  contactId: string;
  contactType: string;
  fields: Record<string, FieldValue>;
  createdOn: number;
  updatedOn: number;
}

export type ChangeType = ContactChangeType;
export interface ChangeEvent {
  contactId: string;
  type: ChangeType;
  at: number;
}

export type DefinitionStatus = ChallengeDefinitionStatus;
export interface DefinitionRecord {
  id: string;
  name: string;
  description: string;
  checkpointAssignOn: string;
  expirationDays: number;
  requiredNumberOfCheckpoints: number;
  isContactConsentRequired: boolean;
  isRecurring: boolean;
  isScheduled: boolean;
  scheduledFrom: number | null;
  scheduledTo: number | null;
  status: DefinitionStatus;
  createdBy: string;
  modifiedBy: string;
  createdOn: number;
  modifiedOn: number;
  imageUrl: string | null;
}

export type AssignmentStatus = ChallengeAssignmentStatus;
export interface AssignmentRecord {
  id: string;
  challengeId: string;
  contactId: string;
  challengeStart: number;
  challengeEnd: number | null;
  challengeCompletedOn: number | null;
  completedCheckpoints: number;
  requiredCheckpoints: number;
  latestCheckpointAddedOn: number;
  imageUrl: string | null;
  /** NotCompleted once ended without completion. */
  ended: boolean;
}

export interface AchievementDefinition {
  id: string;
  name: string;
  metaData: Record<string, unknown>;
}

export interface ConsentDefinition {
  id: string;
  name: string;
  metaData: {
    conditionText: Record<string, string>;
    displayText: Record<string, string>;
    linkText: Record<string, string>;
  };
}

export type Channel = MessageChannel;
export interface MessageRecord {
  messageId: string;
  name: string;
  sendDateTime: number;
  type: 'Sms' | 'Email' | 'Postal';
  source: string;
  isTransactional: boolean;
  status: string;
  messageLink: string | null;
  messageText: string;
}

export interface PurchaseSummary {
  lastUpdated: number;
  latestReceiptDate: number;
  purchaseAmountAll: number;
  numberOfArticlePurchasesAll: number;
  averageReceiptAll: number;
  purchaseFrequencyAll: number;
  purchaseAmountLastYear: number;
  numberOfArticlePurchasesLastYear: number;
  averageReceiptLastYear: number;
  purchaseFrequencyLastYear: number;
  purchaseAmountLastTwoYears: number;
  numberOfArticlePurchasesLastTwoYears: number;
  averageReceiptLastTwoYears: number;
  purchaseFrequencyLastTwoYears: number;
}

export interface BackInStockRecord {
  id: string;
  contactId: string;
  sku: string;
  locale: string;
  externalId: string;
  createdOn: number;
}

/** Contact ids by the role tests and demos pick them for (the catalog lists these). */
export interface Roles {
  sharedPhoneMany: string;
  sharedPhoneFew: string;
  sharedSubscriberEmail: string;
  manyMessages: string;
  backInStockFailure: string;
  deleted: string[];
}

export interface EngageData {
  now: number;
  contacts: ContactRecord[];
  changes: ChangeEvent[];
  definitions: DefinitionRecord[];
  assignments: AssignmentRecord[];
  achievementDefinitions: AchievementDefinition[];
  achievements: Map<string, Map<string, number>>;
  consents: ConsentDefinition[];
  messages: Map<string, Record<Channel, MessageRecord[]>>;
  summaries: Map<string, PurchaseSummary>;
  backInStock: Map<string, BackInStockRecord[]>;
  roles: Roles;
  /** Seed of the generator that makes ids at run time (assignments, bulk, …). */
  runtimeSeed: number;
}

/** A version-4 GUID from the generator. */
export function uuid(rng: Random): string {
  const bytes = Array.from({ length: 16 }, () => rng.int(0, 255));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const FIRST_NAMES = [
  'Anna',
  'Erik',
  'Maja',
  'Lars',
  'Elsa',
  'Johan',
  'Olivia',
  'Karl',
  'Ebba',
  'Nils',
  'Emma',
  'Oscar',
  'Alice',
  'Hugo',
  'Sara',
  'Liam',
  'Noah',
  'Ella',
  'James',
  'Mia',
];
const LAST_NAMES = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Smith',
  'Brown',
  'Miller',
  'Davis',
  'Wilson',
  'Taylor',
];
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'New York', 'Austin', 'Chicago'];
const LOCALES = ['sv-SE', 'en-SE', 'en-US'];
const LEVELS = ['Bronze', 'Silver', 'Gold'];

export const MEMBER_COUNT = 160;
export const CONTACT_COUNT = 200;
/** Members with an index in this range share one mobile phone (more than 50 matches). */
const SHARED_MANY = [100, 160] as const;
const SHARED_FEW = [10, 11, 12];
export const SHARED_PHONE_MANY = '+46700000000';
export const SHARED_PHONE_FEW = '+46701111111';
export const SHARED_SUBSCRIBER_EMAIL = 'shared.subscriber@example.com';

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function ssn(rng: Random, index: number): string {
  const year = rng.int(1950, 2004);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${year}${month}${day}-${String(1000 + index).padStart(4, '0')}`;
}

function localized(sv: string, en: string, es: string): Record<string, string> {
  return { 'sv-SE': sv, 'en-SE': en, 'en-US': en, 'es-US': es };
}

const DEFINITION_SPECS: {
  name: string;
  status: DefinitionStatus;
  required: number;
  consent: boolean;
  recurring?: boolean;
}[] = [
  { name: 'Five purchases this summer', status: 'Active', required: 5, consent: false },
  { name: 'Shop three categories', status: 'Active', required: 3, consent: false },
  { name: 'Review a product', status: 'Active', required: 1, consent: true },
  { name: 'Weekend walker', status: 'Active', required: 4, consent: true },
  {
    name: 'Recycle two garments',
    status: 'Active',
    required: 2,
    consent: false,
    recurring: true,
  },
  { name: 'Autumn challenge (draft)', status: 'Draft', required: 6, consent: false },
  { name: 'Loyalty ladder (draft)', status: 'Draft', required: 10, consent: true },
  { name: 'Winter warm-up', status: 'Scheduled', required: 3, consent: false },
  { name: 'New year, new gear', status: 'Scheduled', required: 2, consent: true },
  { name: 'Spring clean', status: 'Ended', required: 3, consent: false },
  { name: 'Easter hunt', status: 'Ended', required: 5, consent: false },
];

const ACHIEVEMENT_SPECS: [string, string, number][] = [
  ['first-purchase', 'First purchase', 50],
  ['member-one-year', 'One year as a member', 100],
  ['reviewer', 'Product reviewer', 25],
  ['big-spender', 'Big spender', 200],
  ['early-bird', 'Early bird', 30],
  ['eco-friend', 'Eco friend', 40],
  ['app-user', 'App user', 20],
  ['newsletter-reader', 'Newsletter reader', 10],
];

const MESSAGE_NAMES: Record<Channel, string[]> = {
  sms: ['Order shipped', 'Pick-up ready', 'Member offer', 'Birthday bonus'],
  email: ['Weekly newsletter', 'Order confirmation', 'Summer sale', 'New arrivals', 'Receipt'],
  postal: ['Member magazine', 'Catalogue', 'Bonus cheque'],
};
const MESSAGE_TYPE: Record<Channel, MessageRecord['type']> = {
  sms: 'Sms',
  email: 'Email',
  postal: 'Postal',
};

function message(
  rng: Random,
  channel: Channel,
  sendDateTime: number,
  contactIndex: number,
  n: number,
): MessageRecord {
  const name = rng.pick(MESSAGE_NAMES[channel]);
  const transactional = /Order|Pick-up|Receipt/.test(name);
  const id = `${channel}-${contactIndex}-${n}`;
  return {
    messageId: id,
    name,
    sendDateTime,
    type: MESSAGE_TYPE[channel],
    source: transactional ? 'Automation' : 'Campaign',
    isTransactional: transactional,
    status: rng.chance(0.9) ? 'Delivered' : 'Sent',
    messageLink: channel === 'postal' ? null : `https://messages.example.com/${id}`,
    messageText: `${name} (${channel})`,
  };
}

function amount(rng: Random, min: number, max: number): number {
  return Math.round((min + rng.next() * (max - min)) * 100) / 100;
}

export function generateEngageData(catalog: Catalog, now: number): EngageData {
  const rng = new Random((catalog.seed ^ 0x5eed0e6a) >>> 0);
  const days = (n: number) => now - n * DAY_MS;

  // Contacts: members first, then subscribers; a few more were deleted in the past.
  const contacts: ContactRecord[] = [];
  const changes: ChangeEvent[] = [];
  for (let i = 0; i < CONTACT_COUNT + 3; i++) {
    const member = i < MEMBER_COUNT || i >= CONTACT_COUNT;
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const locale = rng.pick(LOCALES);
    const email =
      i === CONTACT_COUNT - 2 || i === CONTACT_COUNT - 1
        ? SHARED_SUBSCRIBER_EMAIL
        : `${ascii(firstName)}.${ascii(lastName)}.${i}@example.com`;
    const fields: Record<string, FieldValue> = {
      externalId: `EXT-${String(10000 + i)}`,
      firstName,
      lastName,
      email,
      preferredLocale: locale,
      countryCode: locale.slice(3),
      emailOptIn: rng.chance(0.8),
      challengeConsent: member && i % 3 !== 0,
    };
    if (!member && i % 2 === 0)
      fields.mobilePhone = `+4673${String(3000000 + i * 6151).padStart(7, '0')}`;
    if (member) {
      let phone = `+4670${String(2000000 + i * 7919).padStart(7, '0')}`;
      if (i >= SHARED_MANY[0] && i < SHARED_MANY[1]) phone = SHARED_PHONE_MANY;
      if (SHARED_FEW.includes(i)) phone = SHARED_PHONE_FEW;
      const personal = ssn(rng, i);
      Object.assign(fields, {
        mobilePhone: phone,
        // Every 17th member has no social security number on file.
        socialSecurityNumber: i % 17 === 5 ? null : personal,
        memberNumber: `M${100000 + i}`,
        city: rng.pick(CITIES),
        smsOptIn: rng.chance(0.7),
        memberLevel: rng.pick(LEVELS),
        bonusPoints: rng.int(0, 5000),
      });
    }
    const createdOn = days(rng.int(40, 900)) - rng.int(0, DAY_MS - 1);
    const updated = rng.chance(0.4);
    const updatedOn = updated ? days(rng.int(1, 35)) - rng.int(0, DAY_MS - 1) : createdOn;
    const contactId = uuid(rng);
    const record: ContactRecord = {
      contactId,
      contactType: member ? 'Member' : 'Subscriber',
      fields,
      createdOn,
      updatedOn,
    };
    changes.push({ contactId, type: 'Created', at: createdOn });
    if (updated) changes.push({ contactId, type: 'Updated', at: updatedOn });
    if (i >= CONTACT_COUNT) changes.push({ contactId, type: 'Deleted', at: days(i - 190) });
    contacts.push(record);
  }
  changes.sort((a, b) => a.at - b.at);
  const live = contacts.slice(0, CONTACT_COUNT);
  const deleted = contacts.slice(CONTACT_COUNT).map((contact) => contact.contactId);
  const memberAt = (i: number) => live[i] as ContactRecord;

  // Challenge definitions in every status.
  const definitions: DefinitionRecord[] = DEFINITION_SPECS.map((spec, n) => {
    const createdOn = days(120 + n * 3);
    const scheduled = spec.status === 'Scheduled' || spec.status === 'Ended' || n % 4 === 0;
    let scheduledFrom: number | null = null;
    let scheduledTo: number | null = null;
    if (spec.status === 'Scheduled') {
      scheduledFrom = days(-20 - n * 5);
      scheduledTo = days(-80 - n * 5);
    } else if (spec.status === 'Ended') {
      scheduledFrom = days(110);
      scheduledTo = days(30 + n);
    } else if (scheduled) {
      scheduledFrom = days(30);
      scheduledTo = days(-60);
    }
    return {
      id: uuid(rng),
      name: spec.name,
      description: `${spec.name}: collect ${spec.required} checkpoint${spec.required > 1 ? 's' : ''}.`,
      checkpointAssignOn: n % 2 === 0 ? 'PurchaseCompleted' : 'ReceiptCreated',
      expirationDays: 30 + n * 10,
      requiredNumberOfCheckpoints: spec.required,
      isContactConsentRequired: spec.consent,
      isRecurring: spec.recurring ?? false,
      isScheduled: scheduled,
      scheduledFrom,
      scheduledTo,
      status: spec.status,
      createdBy: 'reference.admin@example.com',
      modifiedBy: n % 3 === 0 ? 'campaigns@example.com' : 'reference.admin@example.com',
      createdOn,
      modifiedOn: createdOn + DAY_MS * (n % 5),
      imageUrl: n % 3 === 2 ? null : `https://images.example.com/challenges/${n + 1}.png`,
    };
  });
  const byStatus = (status: DefinitionStatus) => definitions.filter((d) => d.status === status);
  const active = byStatus('Active');
  const ended = byStatus('Ended');

  // Assignments: members 0..79, one to three each, in every assignment status.
  const assignments: AssignmentRecord[] = [];
  for (let i = 0; i < 80; i++) {
    const contact = memberAt(i);
    const pool = rng.shuffle([...active, ...ended]).slice(0, 1 + (i % 3));
    for (const definition of pool) {
      if (definition.isContactConsentRequired && contact.fields.challengeConsent !== true) continue;
      const isEnded = definition.status === 'Ended';
      const start = isEnded ? days(100) : days(rng.int(2, 25));
      const required = definition.requiredNumberOfCheckpoints;
      const complete = i % 4 === 0 || (isEnded && i % 2 === 0);
      const completed = complete ? required : rng.int(0, required - 1);
      const latest = start + DAY_MS * rng.int(0, 1);
      assignments.push({
        id: uuid(rng),
        challengeId: definition.id,
        contactId: contact.contactId,
        challengeStart: start,
        challengeEnd: isEnded
          ? (definition.scheduledTo ?? days(20))
          : start + definition.expirationDays * DAY_MS,
        challengeCompletedOn: complete ? latest : null,
        completedCheckpoints: completed,
        requiredCheckpoints: required,
        latestCheckpointAddedOn: latest,
        imageUrl: definition.imageUrl,
        ended: isEnded,
      });
    }
  }

  // Achievements.
  const achievementDefinitions: AchievementDefinition[] = ACHIEVEMENT_SPECS.map(
    ([id, name, points]) => ({
      id,
      name,
      metaData: {
        points,
        icon: `https://images.example.com/achievements/${id}.svg`,
        description: localized(`Märket ${name}`, `The ${name} badge`, `La insignia ${name}`),
      },
    }),
  );
  const achievements = new Map<string, Map<string, number>>();
  for (let i = 0; i < MEMBER_COUNT; i += 2) {
    const set = new Map<string, number>();
    for (const definition of rng.shuffle(achievementDefinitions).slice(0, 1 + (i % 3)))
      set.set(definition.id, days(rng.int(1, 400)));
    achievements.set(memberAt(i).contactId, set);
  }

  // Consent definitions with localized texts.
  const consents: ConsentDefinition[] = [
    {
      id: uuid(rng),
      name: 'Challenges',
      metaData: {
        conditionText: localized(
          'Jag godkänner att mina köp räknas i utmaningar.',
          'I agree that my purchases count towards challenges.',
          'Acepto que mis compras cuenten para los desafíos.',
        ),
        displayText: localized('Delta i utmaningar', 'Join challenges', 'Participar en desafíos'),
        linkText: localized('Läs villkoren', 'Read the terms', 'Lea los términos'),
      },
    },
    {
      id: uuid(rng),
      name: 'Newsletter',
      metaData: {
        conditionText: localized(
          'Jag vill få nyhetsbrev via e-post.',
          'I want to receive newsletters by email.',
          'Quiero recibir boletines por correo electrónico.',
        ),
        displayText: localized('Nyhetsbrev', 'Newsletter', 'Boletín'),
        linkText: localized('Integritetspolicy', 'Privacy policy', 'Política de privacidad'),
      },
    },
    {
      id: uuid(rng),
      name: 'Personalization',
      metaData: {
        conditionText: localized(
          'Jag vill få personliga erbjudanden baserat på mina köp.',
          'I want personal offers based on my purchases.',
          'Quiero ofertas personales basadas en mis compras.',
        ),
        displayText: localized('Personliga erbjudanden', 'Personal offers', 'Ofertas personales'),
        linkText: localized(
          'Så används dina data',
          'How your data is used',
          'Cómo se usan sus datos',
        ),
      },
    },
  ];

  // Messages: some within the last three months, some older; one member with very many.
  const messages = new Map<string, Record<Channel, MessageRecord[]>>();
  const manyMessages = memberAt(1);
  live.forEach((contact, i) => {
    const isMember = contact.contactType === 'Member';
    const byChannel: Record<Channel, MessageRecord[]> = { sms: [], email: [], postal: [] };
    const counts: Record<Channel, number> = {
      sms: isMember ? rng.int(0, 8) : 0,
      email: rng.int(2, 12),
      postal: isMember ? rng.int(0, 4) : 0,
    };
    if (contact === manyMessages) Object.assign(counts, { sms: 600, email: 640, postal: 30 });
    for (const channel of MESSAGE_CHANNELS) {
      const many = counts[channel] > 100;
      for (let n = 0; n < counts[channel]; n++) {
        // Every contact gets at least one message within and (usually) one beyond three months.
        const age =
          n === 0
            ? rng.int(1, 20)
            : n === 1
              ? rng.int(100, 200)
              : many
                ? n % 10 === 9
                  ? 100 + (n % 50)
                  : n % 85
                : rng.int(0, 180);
        const at = days(age) - rng.int(0, DAY_MS - 1);
        byChannel[channel].push(message(rng, channel, at, i, n));
      }
      byChannel[channel].sort((a, b) => b.sendDateTime - a.sendDateTime);
    }
    messages.set(contact.contactId, byChannel);
  });

  // Purchase summaries: members except every tenth (from 3); subscribers have none.
  const summaries = new Map<string, PurchaseSummary>();
  for (let i = 0; i < MEMBER_COUNT; i++) {
    if (i % 10 === 3) continue;
    const receiptsAll = rng.int(3, 120);
    const averageAll = amount(rng, 150, 1400);
    const lastYearShare = rng.next() * 0.5;
    const twoYearShare = Math.min(1, lastYearShare + rng.next() * 0.4);
    const block = (share: number) => {
      const receipts = Math.max(1, Math.round(receiptsAll * share));
      const average = amount(rng, averageAll * 0.8, averageAll * 1.2);
      return {
        receipts,
        amount: Math.round(receipts * average * 100) / 100,
        perReceipt: rng.int(1, 4),
        average,
        frequency: Math.round((receipts / (share < 0.6 ? 12 : 24)) * 100) / 100,
      };
    };
    const last = block(lastYearShare);
    const two = block(twoYearShare);
    // A longer period never holds less: one articles-per-receipt figure for all three, and
    // amounts that grow with the period (the draws stay as they were, so other data is unchanged).
    const perReceipt = last.perReceipt;
    const twoAmount = Math.max(two.amount, last.amount);
    const allAmount = Math.max(Math.round(receiptsAll * averageAll * 100) / 100, twoAmount);
    const latestReceiptDate = days(rng.int(2, 60));
    rng.int(1, 4); // drawn as before, so the data generated after this is unchanged
    summaries.set(memberAt(i).contactId, {
      lastUpdated: days(1),
      latestReceiptDate,
      purchaseAmountAll: allAmount,
      numberOfArticlePurchasesAll: receiptsAll * perReceipt,
      averageReceiptAll: averageAll,
      purchaseFrequencyAll: Math.round((receiptsAll / 36) * 100) / 100,
      purchaseAmountLastYear: last.amount,
      numberOfArticlePurchasesLastYear: last.receipts * perReceipt,
      averageReceiptLastYear: last.average,
      purchaseFrequencyLastYear: last.frequency,
      purchaseAmountLastTwoYears: twoAmount,
      numberOfArticlePurchasesLastTwoYears: two.receipts * perReceipt,
      averageReceiptLastTwoYears: two.average,
      purchaseFrequencyLastTwoYears: two.frequency,
    });
  }

  // Back-in-stock subscriptions on variants of the product catalog.
  const variantKeys = [...catalog.variantsByKey.keys()];
  const backInStock = new Map<string, BackInStockRecord[]>();
  for (let i = 1; i < CONTACT_COUNT; i += 5) {
    const contact = live[i] as ContactRecord;
    const list: BackInStockRecord[] = [];
    for (let n = 0; n <= i % 3; n++)
      list.push({
        id: uuid(rng),
        contactId: contact.contactId,
        sku: rng.pick(variantKeys),
        locale: String(contact.fields.preferredLocale),
        externalId: `BIS-${i}-${n}`,
        createdOn: days(rng.int(1, 90)),
      });
    backInStock.set(contact.contactId, list);
  }

  return {
    now,
    contacts: live,
    changes,
    definitions,
    assignments,
    achievementDefinitions,
    achievements,
    consents,
    messages,
    summaries,
    backInStock,
    roles: {
      sharedPhoneMany: SHARED_PHONE_MANY,
      sharedPhoneFew: SHARED_PHONE_FEW,
      sharedSubscriberEmail: SHARED_SUBSCRIBER_EMAIL,
      manyMessages: manyMessages.contactId,
      backInStockFailure: memberAt(7).contactId,
      deleted,
    },
    runtimeSeed: rng.int(1, 0x7fffffff),
  };
}
