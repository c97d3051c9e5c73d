/**
 * Achievements (1–4), challenges and their definitions (9–14) and consents (15).
 */
import { DAY_MS, type AssignmentRecord, type DefinitionRecord } from './data.ts';
import { MAX_CHECKPOINT_ROWS } from './config.ts';
import { pathContact } from './lookup.ts';
import {
  fail,
  iso,
  isoOrNull,
  link,
  noContent,
  ok,
  paging,
  readJson,
  validationFail,
  type Ctx,
  type EngageReply,
} from './reply.ts';
import { isRecord, isUuid } from './validate.ts';

function pageLinks(
  ctx: Ctx,
  path: string,
  filters: Record<string, string>,
  offset: number,
  count: number,
  total: number,
) {
  const href = (at: number) =>
    `${path}?${new URLSearchParams({ ...filters, offset: String(at), count: String(count) })}`;
  const links = [];
  if (offset > 0 && count > 0) links.push(link(ctx, 'previous', href(Math.max(0, offset - count))));
  if (count > 0 && offset + count < total) links.push(link(ctx, 'next', href(offset + count)));
  return links;
}

export const consents = (ctx: Ctx) => ok(ctx.store.consents);

export function contactAchievements(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  const set = ctx.store.achievements.get(contact.contactId) ?? new Map<string, number>();
  return ok(
    [...set].map(([id, date]) => ({
      id,
      name: ctx.store.achievementDefinitions.find((d) => d.id === id)?.name ?? id,
      date: iso(date),
    })),
  );
}

export function achievementDefinitionsList(ctx: Ctx): EngageReply {
  const { offset, count } = paging(ctx.query, 100);
  const all = ctx.store.achievementDefinitions;
  return ok({ items: all.slice(offset, offset + count), totalCount: all.length, offset, count });
}

export async function setAchievement(ctx: Ctx): Promise<EngageReply> {
  const contact = pathContact(ctx);
  const id = ctx.params.achievementId ?? '';
  if (!ctx.store.achievementDefinitions.some((d) => d.id === id))
    fail(404, 'AchievementNotFound', `no achievement definition "${id}"`);
  const body = await readJson(ctx.request);
  if (!isRecord(body.value))
    fail(400, 'InvalidPayload', 'the body must be a JSON object, e.g. {} or {"date": "…"}');
  let date = ctx.store.now();
  if (body.value.date !== undefined) {
    const parsed = typeof body.value.date === 'string' ? Date.parse(body.value.date) : NaN;
    if (Number.isNaN(parsed)) fail(400, 'InvalidPayload', 'date must be an ISO 8601 date-time');
    date = parsed;
  }
  let set = ctx.store.achievements.get(contact.contactId);
  if (!set) ctx.store.achievements.set(contact.contactId, (set = new Map()));
  set.set(id, date);
  return noContent;
}

export function removeAchievement(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  const id = ctx.params.achievementId ?? '';
  if (!ctx.store.achievementDefinitions.some((d) => d.id === id))
    fail(404, 'AchievementNotFound', `no achievement definition "${id}"`);
  ctx.store.achievements.get(contact.contactId)?.delete(id);
  return noContent;
}

export function definitionJson(ctx: Ctx, d: DefinitionRecord) {
  return {
    id: d.id,
    name: d.name,
    description: d.description,
    checkpointAssignOn: d.checkpointAssignOn,
    expirationDays: d.expirationDays,
    requiredNumberOfCheckpoints: d.requiredNumberOfCheckpoints,
    isContactConsentRequired: d.isContactConsentRequired,
    isRecurring: d.isRecurring,
    isScheduled: d.isScheduled,
    scheduledFrom: isoOrNull(d.scheduledFrom),
    scheduledTo: isoOrNull(d.scheduledTo),
    status: d.status,
    createdBy: d.createdBy,
    modifiedBy: d.modifiedBy,
    createdOn: iso(d.createdOn),
    modifiedOn: iso(d.modifiedOn),
    links: [link(ctx, 'self', `/challenges/definitions/${d.id}`, d.id)],
  };
}

export function assignmentJson(ctx: Ctx, a: AssignmentRecord) {
  const status = ctx.store.assignmentStatus(a);
  return {
    id: a.id,
    challengeId: a.challengeId,
    contactId: a.contactId,
    challengeStart: iso(a.challengeStart),
    challengeEnd: isoOrNull(a.challengeEnd),
    challengeCompletedOn: isoOrNull(a.challengeCompletedOn),
    completedCheckpoints: a.completedCheckpoints,
    requiredCheckpoints: a.requiredCheckpoints,
    latestCheckpointAddedOn: iso(a.latestCheckpointAddedOn),
    isActive: status === 'Active',
    isChallengeCompleted: status === 'Completed',
    imageUrl: a.imageUrl,
    status,
    links: [
      link(ctx, 'self', `/challenges/${a.id}`, a.id),
      link(ctx, 'definition', `/challenges/definitions/${a.challengeId}`, a.challengeId),
    ],
  };
}

/** A uuid query parameter the router has checked, lower-cased; undefined when absent. */
const uuidQuery = (ctx: Ctx, name: string) => ctx.query.get(name)?.toLowerCase() || undefined;

export function assignment(ctx: Ctx): EngageReply {
  const id = ctx.params.assignmentId ?? '';
  const assignment = ctx.store.assignments.get(id);
  if (!assignment) fail(404, 'ChallengeNotFound', `no challenge (assignment) with id "${id}"`);
  return ok(assignmentJson(ctx, assignment));
}

export function definition(ctx: Ctx): EngageReply {
  const id = ctx.params.id ?? '';
  const definition = ctx.store.definitions.get(id);
  if (!definition)
    fail(404, 'ChallengeDefinitionNotFound', `no challenge definition with id "${id}"`);
  return ok(definitionJson(ctx, definition));
}

export function definitionsList(ctx: Ctx): EngageReply {
  const { offset, count } = paging(ctx.query, 100);
  const status = ctx.query.get('status') || 'All';
  const all = [...ctx.store.definitions.values()].filter(
    (d) => status === 'All' || d.status === status,
  );
  return ok({
    items: all.slice(offset, offset + count).map((d) => definitionJson(ctx, d)),
    totalCount: all.length,
    offset,
    count,
    links: pageLinks(ctx, '/challenges/definitions', { status }, offset, count, all.length),
  });
}

export function assignmentsList(ctx: Ctx): EngageReply {
  const contactId = uuidQuery(ctx, 'contactId') as string;
  const definitionId = uuidQuery(ctx, 'definitionId');
  const { offset, count } = paging(ctx.query, 100);
  const filter = ctx.query.get('filter') || 'All';
  const all = ctx.store
    .assignmentsOf(contactId)
    .filter((a) => !definitionId || a.challengeId === definitionId)
    .filter((a) => filter === 'All' || ctx.store.assignmentStatus(a) === filter)
    .sort((a, b) => b.challengeStart - a.challengeStart);
  const filters: Record<string, string> = { contactId, filter };
  if (definitionId) filters.definitionId = definitionId;
  return ok({
    items: all.slice(offset, offset + count).map((a) => assignmentJson(ctx, a)),
    totalCount: all.length,
    offset,
    count,
    links: pageLinks(ctx, '/challenges', filters, offset, count, all.length),
  });
}

export async function checkpoints(ctx: Ctx): Promise<EngageReply> {
  const body = await readJson(ctx.request);
  if (!Array.isArray(body.value))
    fail(400, 'InvalidPayload', 'the body must be a JSON array of checkpoint rows');
  const rows = body.value as unknown[];
  if (rows.length > MAX_CHECKPOINT_ROWS)
    fail(
      400,
      'TooManyItems',
      `at most ${MAX_CHECKPOINT_ROWS} rows per request, got ${rows.length}`,
    );
  const errors: string[] = [];
  const valid: { definitionId: string; contactId: string; checkpointAmount: number }[] = [];
  rows.forEach((row, index) => {
    if (!isRecord(row)) return void errors.push(`[${index}]: expected an object`);
    const { definitionId, contactId, checkpointAmount } = row;
    if (typeof definitionId !== 'string' || !isUuid(definitionId))
      errors.push(`[${index}].definitionId: expected a uuid`);
    if (typeof contactId !== 'string' || !isUuid(contactId))
      errors.push(`[${index}].contactId: expected a uuid`);
    if (typeof checkpointAmount !== 'number' || !Number.isInteger(checkpointAmount))
      errors.push(`[${index}].checkpointAmount: expected an integer`);
    else if (checkpointAmount <= 0)
      errors.push(`[${index}].checkpointAmount: must be greater than 0`);
    valid.push({
      definitionId: String(definitionId),
      contactId: String(contactId),
      checkpointAmount: Number(checkpointAmount),
    });
  });
  if (errors.length) {
    const amount = errors.every((e) => e.includes('greater than 0'));
    validationFail(400, amount ? 'InvalidCheckpointAmount' : 'InvalidPayload', errors);
  }
  const missingContactIds = new Set<string>();
  const missingDefinitionIds = new Set<string>();
  const notAccepted: typeof valid = [];
  const now = ctx.store.now();
  for (const row of valid) {
    const contactId = row.contactId.toLowerCase();
    const definitionId = row.definitionId.toLowerCase();
    const contactMissing = !ctx.store.contacts.has(contactId);
    const definitionMissing = !ctx.store.definitions.has(definitionId);
    if (contactMissing) missingContactIds.add(row.contactId);
    if (definitionMissing) missingDefinitionIds.add(row.definitionId);
    const assignment = ctx.store
      .assignmentsOf(contactId)
      .find((a) => a.challengeId === definitionId && ctx.store.assignmentStatus(a) === 'Active');
    if (contactMissing || definitionMissing || !assignment) {
      notAccepted.push(row);
      continue;
    }
    assignment.completedCheckpoints = Math.min(
      assignment.requiredCheckpoints,
      assignment.completedCheckpoints + row.checkpointAmount,
    );
    assignment.latestCheckpointAddedOn = now;
    if (assignment.completedCheckpoints >= assignment.requiredCheckpoints)
      assignment.challengeCompletedOn = now;
  }
  return ok({
    missingContactIds: [...missingContactIds],
    missingDefinitionIds: [...missingDefinitionIds],
    notAccepted,
  });
}

export function assign(ctx: Ctx): EngageReply {
  const contactId = uuidQuery(ctx, 'contactId') as string;
  const id = ctx.params.definitionId ?? '';
  const definition = ctx.store.definitions.get(id);
  if (!definition)
    fail(404, 'ChallengeDefinitionNotFound', `no challenge definition with id "${id}"`);
  const contact = ctx.store.contacts.get(contactId);
  if (!contact) fail(404, 'ContactNotFound', `no contact with id "${contactId}"`);
  const existing = ctx.store
    .assignmentsOf(contactId)
    .find((a) => a.challengeId === definition.id && ctx.store.assignmentStatus(a) === 'Active');
  if (existing) return ok(true);
  if (definition.status !== 'Active')
    fail(
      400,
      'ChallengeNotActive',
      `challenge definition "${definition.name}" is ${definition.status}; only Active ones can be assigned`,
    );
  if (definition.isContactConsentRequired && contact.fields.challengeConsent !== true)
    fail(
      400,
      'ContactConsentRequired',
      "the challenge requires the contact's consent (contact field challengeConsent: true)",
    );
  const now = ctx.store.now();
  const assignment: AssignmentRecord = {
    id: ctx.store.newId(),
    challengeId: definition.id,
    contactId,
    challengeStart: now,
    challengeEnd: Math.min(
      now + definition.expirationDays * DAY_MS,
      definition.scheduledTo ?? Infinity,
    ),
    challengeCompletedOn: null,
    completedCheckpoints: 0,
    requiredCheckpoints: definition.requiredNumberOfCheckpoints,
    latestCheckpointAddedOn: now,
    imageUrl: definition.imageUrl,
    ended: false,
  };
  ctx.store.assignments.set(assignment.id, assignment);
  return ok(true);
}
