/**
 * Contact operations: lookups and overview (16, 27, 28, 30), read, delete, change (17–19, 35),
 * changes (29) and the automation triggers (5–8).
 */
import { hashString } from '../random.ts';
import type { ContactRecord, ContactTypeDef } from './data.ts';
import {
  checkKeyFormat,
  contactJson,
  findBy,
  lookup,
  pathContact,
  single,
  typeOf,
} from './lookup.ts';
import { fail, iso, ok, readJson, validationFail, type Ctx, type EngageReply } from './reply.ts';
import {
  asFieldValues,
  contactType,
  fieldErrors,
  isRecord,
  isSsn,
  missingRequired,
  normalizeSsn,
} from './validate.ts';

/** A generated custom key for a contact whose type needs one. */
export const generatedKey = (contactId: string) =>
  `M${String((hashString(contactId) % 900000) + 100000)}`;

export function overview(ctx: Ctx): EngageReply {
  const { store } = ctx;
  const contact = lookup(store, ctx.query);
  const assignments = store.assignmentsOf(contact.contactId);
  const count = (status: string) =>
    assignments.filter((a) => store.assignmentStatus(a) === status).length;
  return ok({
    ...contactJson(contact),
    overview: {
      activeChallenges: count('Active'),
      completedChallenges: count('Completed'),
      achievements: store.achievements.get(contact.contactId)?.size ?? 0,
      hasPurchaseSummary: store.summaries.has(contact.contactId),
      backInStockSubscriptions: store.backInStock.get(contact.contactId)?.length ?? 0,
    },
  });
}

export const findContactId = (ctx: Ctx) => ok(lookup(ctx.store, ctx.query).contactId);
export const getContact = (ctx: Ctx) => ok(contactJson(pathContact(ctx)));

export function byExternalId(ctx: Ctx): EngageReply {
  const type = typeOf(ctx.params.contactType ?? '');
  const externalId = ctx.params.externalId ?? '';
  const matches = [...ctx.store.contacts.values()].filter(
    (c) => c.contactType === type.id && c.fields.externalId === externalId,
  );
  return ok(contactJson(single(matches, `external id "${externalId}"`)));
}

export function byKey(ctx: Ctx): EngageReply {
  const type = typeOf(ctx.params.contactType ?? '');
  if (type.keys.length !== 1)
    fail(
      400,
      'InvalidContactType',
      `contact type ${type.id} has ${type.keys.length} keys; bykey works only for a type with one key`,
    );
  const key = type.keys[0] as string;
  const value = ctx.query.get('keyValue') ?? '';
  checkKeyFormat(type.fields[key], value);
  return ok(contactJson(single(findBy(ctx.store, type, key, value), `${key} "${value}"`)));
}

export function deleteContact(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  ctx.store.deleteContact(contact.contactId);
  return ok({ contactId: contact.contactId, deleted: true, source: ctx.query.get('source') });
}

export async function patchContact(ctx: Ctx): Promise<EngageReply> {
  const contact = pathContact(ctx);
  const body = await readJson(ctx.request);
  if (body.empty) fail(400, 'NoData', 'the body must hold the attributes to change');
  if (body.value === undefined) fail(400, 'NoData', 'the body is not JSON');
  if (!isRecord(body.value))
    validationFail(422, 'ValidationError', ['body: expected a JSON object of attributes']);
  if (!Object.keys(body.value).length) fail(400, 'NoData', 'no attributes to change');
  const type = contactType(contact.contactType) as ContactTypeDef;
  const errors = fieldErrors(type, body.value);
  if (errors.length) validationFail(422, 'ValidationError', errors);
  Object.assign(contact.fields, asFieldValues(body.value));
  contact.updatedOn = ctx.store.now();
  ctx.store.record(contact.contactId, 'Updated');
  return ok(contactJson(contact));
}

/** Op 29; the router has checked `changeType` and the dates' form. */
export function contactChanges(ctx: Ctx): EngageReply {
  const changeType = ctx.query.get('changeType');
  const from = Date.parse(ctx.query.get('fromDate') ?? '');
  const toDate = ctx.query.get('toDate');
  const to = toDate ? Date.parse(toDate) : ctx.store.now();
  if (from > to) fail(400, 'BadRequest', 'fromDate must not be after toDate');
  const ids = new Set<string>();
  for (const change of ctx.store.changes)
    if (change.type === changeType && change.at >= from && change.at <= to)
      ids.add(change.contactId);
  return ok({ contactIds: [...ids] });
}

export function updateContactType(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  const target = typeOf(ctx.query.get('contactTypeId'), 'contactTypeId');
  if (target.id === contact.contactType) return ok(contactJson(contact));
  const missing = missingRequired(target, contact.fields);
  if (missing.length)
    validationFail(
      422,
      'ValidationError',
      missing.map((name) => `${name}: is required for contact type ${target.id}`),
    );
  const fields = Object.fromEntries(
    Object.entries(contact.fields).filter(([name]) => name in target.fields),
  );
  if (target.customKey && !fields[target.customKey])
    fields[target.customKey] = generatedKey(contact.contactId);
  contact.fields = fields;
  contact.contactType = target.id;
  contact.updatedOn = ctx.store.now();
  ctx.store.record(contact.contactId, 'Updated');
  return ok(contactJson(contact));
}

export type TriggerBy = 'contactId' | 'socialSecurityNumber' | 'externalId' | 'contactTypeAndKey';

function triggerContact(ctx: Ctx, by: TriggerBy): ContactRecord {
  const p = ctx.params;
  const contacts = [...ctx.store.contacts.values()];
  if (by === 'contactId') return pathContact(ctx);
  if (by === 'socialSecurityNumber') {
    const ssn = p.ssn ?? '';
    if (!isSsn(ssn))
      fail(400, 'InvalidSocialSecurityNumber', `invalid social security number "${ssn}"`);
    return single(
      contacts.filter((c) => {
        const stored = c.fields.socialSecurityNumber;
        return typeof stored === 'string' && normalizeSsn(stored) === normalizeSsn(ssn);
      }),
      `social security number "${ssn}"`,
    );
  }
  if (by === 'externalId')
    return single(
      contacts.filter((c) => c.fields.externalId === p.externalId),
      `external id "${p.externalId ?? ''}"`,
    );
  // The type's single key, or its configured custom key.
  const type = typeOf(p.contactType ?? '');
  const field = type.keys.length === 1 ? (type.keys[0] as string) : type.customKey;
  if (!field) fail(400, 'InvalidContactType', `contact type ${type.id} has no single key`);
  return single(findBy(ctx.store, type, field, p.keyValue ?? ''), `${field} "${p.keyValue ?? ''}"`);
}

/** Ops 5–8: the contact by the way the path names it, the body recorded as the trigger's. */
export async function trigger(ctx: Ctx, by: TriggerBy): Promise<EngageReply> {
  const contact = triggerContact(ctx, by);
  const body = await readJson(ctx.request);
  if (!isRecord(body.value))
    fail(400, 'InvalidPayload', 'the body must be a JSON object (may be {})');
  const triggerId = ctx.params.triggerId ?? '';
  const at = iso(ctx.store.now());
  ctx.store.triggers.push({
    triggerId,
    contactId: contact.contactId,
    identifiedBy: by,
    body: body.value,
    at,
  });
  return ok({ triggered: true, triggerId, contactId: contact.contactId, triggeredOn: at });
}
