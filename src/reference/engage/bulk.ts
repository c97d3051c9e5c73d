/**
 * The bulk simulator (ops 31, 32, 20): a batch is accepted at once (202 and its id) and worked
 * through in steps, by time (`BULK_STEP_MS`) or by status reads, item errors collected per index.
 */
import type { ContactTypeDef } from './data.ts';
import { DEFAULT_CONTACT_TYPE } from './data.ts';
import { BULK_STEP_MS, MAX_BULK_ITEMS, MAX_OPEN_BATCHES } from './config.ts';
import { generatedKey } from './contacts.ts';
import { fail, ok, readJson, type Ctx, type EngageReply } from './reply.ts';
import type { Batch, BatchStatus, EngageStore } from './store.ts';
import {
  asFieldValues,
  contactType,
  fieldErrors,
  isRecord,
  isUuid,
  missingRequired,
} from './validate.ts';

/** Ops 31 and 32: the router has checked the query's form. */
export async function startBatch(ctx: Ctx, kind: 'create' | 'update'): Promise<EngageReply> {
  const { store } = ctx;
  const typeId = ctx.query.get('contactType');
  if (typeId !== null && !contactType(typeId))
    fail(422, 'UnprocessableEntity', `unknown contact type "${typeId}"`);
  const body = await readJson(ctx.request);
  if (!Array.isArray(body.value))
    fail(422, 'UnprocessableEntity', 'the body must be a JSON array of contacts');
  const items = body.value as unknown[];
  if (!items.length) fail(422, 'UnprocessableEntity', 'the array is empty');
  if (items.length > MAX_BULK_ITEMS)
    fail(422, 'UnprocessableEntity', `at most ${MAX_BULK_ITEMS} contacts per batch`);
  const open = [...store.batches.values()].filter((b) => b.processed < b.items.length);
  if (open.length >= MAX_OPEN_BATCHES)
    fail(503, 'ServiceUnavailable', `${open.length} batches are still running; try again later`);
  const batch: Batch = {
    batchId: store.newId(),
    kind,
    contactType: typeId ?? undefined,
    items,
    createdAt: store.now(),
    polls: 0,
    processed: 0,
    errors: [],
  };
  store.batches.set(batch.batchId, batch);
  return { status: 202, body: batch.batchId };
}

/** Op 20: each read moves the batch on one step. */
export function batchStatus(ctx: Ctx): EngageReply {
  const batchId = ctx.query.get('batchId') ?? '';
  const batch = ctx.store.batches.get(batchId.toLowerCase());
  if (!batch) fail(404, 'BulkStatusNotFound', `no batch with id "${batchId}"`);
  const stage = batchStage(ctx.store, batch);
  batch.polls += 1;
  const total = batch.items.length;
  let status: BatchStatus = stage === 0 ? 'Pending' : stage === 1 ? 'Running' : 'Completed';
  if (stage === 2 && batch.errors.length === total) status = 'Failed';
  return ok({
    batchId: batch.batchId,
    status,
    total,
    processed: batch.processed,
    failed: batch.errors.length,
    errors: batch.errors,
  });
}

/** Moves every unfinished batch on by the time passed (before any request is served). */
export function advanceBatches(store: EngageStore): void {
  for (const batch of store.batches.values())
    if (batch.processed < batch.items.length) batchStage(store, batch);
}

/** 0 Pending, 1 Running (half processed), 2 done: by status reads or by time. */
function batchStage(store: EngageStore, batch: Batch): number {
  const elapsed = store.now() - batch.createdAt;
  const byTime = elapsed >= 2 * BULK_STEP_MS ? 2 : elapsed >= BULK_STEP_MS ? 1 : 0;
  const stage = Math.min(2, Math.max(byTime, batch.polls));
  const target =
    stage === 0 ? 0 : stage === 1 ? Math.ceil(batch.items.length / 2) : batch.items.length;
  while (batch.processed < target) applyItem(store, batch, batch.processed++);
  return stage;
}

function applyItem(store: EngageStore, batch: Batch, index: number): void {
  const item = batch.items[index];
  const error = (errorCode: string, message: string) =>
    void batch.errors.push({ index, errorCode, message });
  if (!isRecord(item)) return error('ValidationError', 'expected a JSON object');
  const now = store.now();
  if (batch.kind === 'create') {
    const type = contactType(batch.contactType ?? DEFAULT_CONTACT_TYPE) as ContactTypeDef;
    const problems = [
      ...fieldErrors(type, item),
      ...missingRequired(type, item).map((n) => `${n}: is required`),
    ];
    if (problems.length) return error('ValidationError', problems.join('; '));
    const contactId = store.newId();
    const fields = asFieldValues(item);
    if (type.customKey && !fields[type.customKey]) fields[type.customKey] = generatedKey(contactId);
    store.contacts.set(contactId, {
      contactId,
      contactType: type.id,
      fields,
      createdOn: now,
      updatedOn: now,
    });
    store.record(contactId, 'Created');
    return;
  }
  const id = item.contactId;
  if (typeof id !== 'string' || !isUuid(id))
    return error('ValidationError', 'contactId: a uuid is required');
  const contact = store.contacts.get(id.toLowerCase());
  if (!contact) return error('ContactNotFound', `no contact with id "${id}"`);
  if (batch.contactType && contact.contactType !== batch.contactType)
    return error(
      'InvalidContactType',
      `contact "${id}" is a ${contact.contactType}, not a ${batch.contactType}`,
    );
  const type = contactType(contact.contactType) as ContactTypeDef;
  const problems = fieldErrors(type, item, ['contactId']);
  if (problems.length) return error('ValidationError', problems.join('; '));
  const { contactId: _id, ...attributes } = item;
  Object.assign(contact.fields, asFieldValues(attributes));
  contact.updatedOn = now;
  store.record(contact.contactId, 'Updated');
}
