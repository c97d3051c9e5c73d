/**
 * The mutable state of one handler's contact-engagement API: the generated data plus what requests
 * changed (contacts, assignments, achievements, subscriptions, batches, recorded events).
 */
import type { BulkBatchStatusValue } from '../../api/schemas/engage.ts';
import type { Catalog } from '../catalog.ts';
import { Random } from '../random.ts';
import {
  generateEngageData,
  uuid,
  type AchievementDefinition,
  type AssignmentRecord,
  type AssignmentStatus,
  type BackInStockRecord,
  type ChangeEvent,
  type ChangeType,
  type Channel,
  type ConsentDefinition,
  type ContactRecord,
  type DefinitionRecord,
  type MessageRecord,
  type PurchaseSummary,
  type Roles,
} from './data.ts';

export type BatchStatus = BulkBatchStatusValue;

export interface BatchItemError {
  index: number;
  errorCode: string;
  message: string;
}

export interface Batch {
  batchId: string;
  kind: 'create' | 'update';
  contactType: string | undefined;
  items: unknown[];
  createdAt: number;
  /** Status reads so far: each read moves the batch on one step. */
  polls: number;
  processed: number;
  errors: BatchItemError[];
}

export interface RecordedTrigger {
  triggerId: string;
  contactId: string;
  identifiedBy: string;
  body: unknown;
  at: string;
}

export interface NpsResponse {
  id: string;
  contactId: string;
  grade: number;
  storeId: string | null;
  createdOn: string;
}

export interface Unsubscription {
  contactId: string;
  channel: 'sms' | 'email';
  messageId: string | null;
  at: string;
}

export class EngageStore {
  readonly now0: number;
  readonly contacts = new Map<string, ContactRecord>();
  readonly changes: ChangeEvent[];
  readonly definitions = new Map<string, DefinitionRecord>();
  readonly assignments = new Map<string, AssignmentRecord>();
  readonly achievementDefinitions: AchievementDefinition[];
  readonly achievements: Map<string, Map<string, number>>;
  readonly consents: ConsentDefinition[];
  readonly messages: Map<string, Record<Channel, MessageRecord[]>>;
  readonly summaries: Map<string, PurchaseSummary>;
  readonly backInStock: Map<string, BackInStockRecord[]>;
  readonly roles: Roles;
  readonly batches = new Map<string, Batch>();
  readonly triggers: RecordedTrigger[] = [];
  readonly npsResponses: NpsResponse[] = [];
  readonly unsubscriptions: Unsubscription[] = [];
  private readonly rng: Random;

  constructor(
    readonly catalog: Catalog,
    private readonly clock: () => number = Date.now,
  ) {
    const data = generateEngageData(catalog, Math.floor(clock() / 1000) * 1000);
    this.now0 = data.now;
    for (const contact of data.contacts) this.contacts.set(contact.contactId, contact);
    this.changes = data.changes;
    for (const definition of data.definitions) this.definitions.set(definition.id, definition);
    for (const assignment of data.assignments) this.assignments.set(assignment.id, assignment);
    this.achievementDefinitions = data.achievementDefinitions;
    this.achievements = data.achievements;
    this.consents = data.consents;
    this.messages = data.messages;
    this.summaries = data.summaries;
    this.backInStock = data.backInStock;
    this.roles = data.roles;
    this.rng = new Random(data.runtimeSeed);
  }

  now(): number {
    return this.clock();
  }

  /** A new id, from the store's own seeded generator (same requests, same ids). */
  newId(): string {
    return uuid(this.rng);
  }

  record(contactId: string, type: ChangeType): void {
    this.changes.push({ contactId, type, at: this.now() });
  }

  assignmentStatus(assignment: AssignmentRecord): AssignmentStatus {
    if (assignment.completedCheckpoints >= assignment.requiredCheckpoints) return 'Completed';
    if (assignment.ended) return 'NotCompleted';
    if (assignment.challengeEnd !== null && assignment.challengeEnd < this.now())
      return 'NotCompleted';
    return 'Active';
  }

  assignmentsOf(contactId: string): AssignmentRecord[] {
    return [...this.assignments.values()].filter((a) => a.contactId === contactId);
  }

  deleteContact(contactId: string): void {
    this.contacts.delete(contactId);
    for (const assignment of this.assignmentsOf(contactId)) this.assignments.delete(assignment.id);
    this.achievements.delete(contactId);
    this.messages.delete(contactId);
    this.summaries.delete(contactId);
    this.backInStock.delete(contactId);
    this.record(contactId, 'Deleted');
  }
}
