/**
 * The contact engagement client (contact-engagement-api.md, operations 1–36, and op 37 of
 * docs/decisions.md, "Contact engagement"). Node only: it holds the API key, which must never
 * reach a browser (the account elements talk to the secure proxy, which uses this client).
 *
 * Its methods are derived from the table of operations (src/api/schemas/engage-operations.ts):
 * every argument is checked by the table's rules before anything is sent, every answer is
 * validated after (tolerantly where it holds a list). Error answers become the typed errors of
 * errors.ts, by the table's condition per status; 429 and 503 are retried with increasing intervals.
 */
import type * as z from 'zod/mini';
import { jsonDepth } from '../../api/json-depth.ts';
import {
  DEPTH_RULE,
  formatPath,
  MAX_CONTAINER_DEPTH,
  validate,
  type ValidationError,
  type ValidationResult,
} from '../../api/schemas/admin-common.ts';
import {
  ENGAGE_OPERATIONS,
  type EngageOperation,
  type EngageOperationName,
} from '../../api/schemas/engage-operations.ts';
import {
  CheckpointRowSchema,
  CheckpointRowsSchema,
  ChallengeDefinitionsQuerySchema,
  ChallengesQuerySchema,
  ENGAGE_LIMITS,
  EngageErrorBodySchema,
  isGuid,
  PagingQuerySchema,
  type BulkBatchStatus,
  type CheckpointResult,
  type JsonObject,
} from '../../api/schemas/engage.ts';
import { issueText, parseTolerant } from '../../api/schemas/tolerant.ts';
import { boundedExchange, TimedOut } from '../bounded-exchange.ts';
import {
  DEFAULT_BULK_TIMEOUT_MS,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_POLL_DELAYS_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_DELAYS_MS,
  DEFAULT_USER_AGENT,
  API_PREFIX,
  type BulkWaitOptions,
  type EngageClient,
  type EngageClientOptions,
} from './client-api.ts';
import {
  EngageNetworkError,
  EngageRequestTimeoutError,
  EngageResponseError,
  EngageTimeoutError,
  EngageValidationError,
  engageErrorFor,
  type StatusConditions,
} from './errors.ts';

export * from './client-api.ts';
export * from './errors.ts';

type QueryValue = string | number | boolean | undefined;

interface Call {
  method: EngageOperation['method'];
  /** Below `/api/v3`, already encoded. */
  path: string;
  query: Record<string, QueryValue>;
  body?: unknown;
  /** What an error status means for this operation when the body names no known condition. */
  conditions?: StatusConditions;
}

interface Answer {
  status: number;
  text: string;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Collects the argument rules an operation breaks, then throws them all at once. */
class Args {
  readonly errors: ValidationError[] = [];
  constructor(readonly subject: string) {}

  uuid(name: string, value: unknown): this {
    if (typeof value !== 'string' || value === '')
      this.errors.push({ path: name, rule: 'is required' });
    else if (!isGuid(value)) this.errors.push({ path: name, rule: 'must be a uuid' });
    return this;
  }

  text(name: string, value: unknown): this {
    if (typeof value !== 'string' || value === '')
      this.errors.push({ path: name, rule: 'is required' });
    else if (value.trim() === '') this.errors.push({ path: name, rule: 'must not be empty' });
    return this;
  }

  object(name: string, value: unknown): this {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      this.errors.push({
        path: name,
        rule: value === undefined ? 'is required' : 'must be a JSON object',
      });
    return this;
  }

  /** Validates `value` with `schema`, its paths under `prefix`. */
  schema<T extends z.ZodMiniType>(prefix: string, schema: T, value: unknown): z.output<T> {
    const result: ValidationResult<z.output<T>> = validate(schema, value);
    if (result.success) return result.data;
    for (const error of result.errors)
      this.errors.push({
        path:
          prefix && error.path
            ? `${prefix}${error.path.startsWith('[') ? '' : '.'}${error.path}`
            : prefix || error.path,
        rule: error.rule,
      });
    return value as z.output<T>;
  }

  done(): void {
    if (this.errors.length) throw new EngageValidationError(this.subject, this.errors);
  }
}

/** Merges checkpoint results: missing ids once each, skipped rows in order. */
export function mergeCheckpointResults(results: readonly CheckpointResult[]): CheckpointResult {
  const contacts = new Set<string>();
  const definitions = new Set<string>();
  const notAccepted: CheckpointResult['notAccepted'] = [];
  for (const result of results) {
    result.missingContactIds.forEach((id) => contacts.add(id));
    result.missingDefinitionIds.forEach((id) => definitions.add(id));
    notAccepted.push(...result.notAccepted);
  }
  return {
    missingContactIds: [...contacts],
    missingDefinitionIds: [...definitions],
    notAccepted,
  };
}

/** An operation's call for `values` (the method's arguments), after the table's rules held. */
function callFor(name: EngageOperationName, values: readonly unknown[], rules?: ExtraRules): Call {
  const spec: EngageOperation = ENGAGE_OPERATIONS[name];
  const only = spec.args.length === 1 ? spec.args[0] : undefined;
  const args = new Args(`${name} ${only?.rule === 'schema' ? only.name : 'arguments'}`);
  const conditions = spec.errors as StatusConditions | undefined;
  const call: Call = { method: spec.method, path: spec.path, query: {}, conditions };
  let requiredObject = false;
  spec.args.forEach((arg, index) => {
    const value = values[index];
    if (arg.rule === 'uuid') args.uuid(arg.name, value);
    else if (arg.rule === 'text') args.text(arg.name, value);
    else if (arg.required) {
      requiredObject = true;
      args.object(arg.name, value);
    } else if (arg.rule === 'object') args.object(arg.name, value ?? {});
  });
  // A required object that is not one is reported alone: its members cannot be checked.
  if (requiredObject) args.done();
  spec.args.forEach((arg, index) => {
    const value = values[index];
    if (arg.rule === 'uuid' || arg.rule === 'text') {
      if (arg.in === 'query') call.query[arg.name] = value as string;
      else call.path = call.path.replace(`{${arg.name}}`, encodeURIComponent(value as string));
    } else if (arg.rule === 'object') call.body = value ?? {};
    else if (arg.in === 'body') {
      args.schema(arg.prefix ?? '', arg.schema, value);
      call.body = value;
    } else Object.assign(call.query, args.schema(arg.prefix ?? '', arg.schema, value ?? {}));
  });
  rules?.(args, call);
  args.done();
  return call;
}

/** Rules of an operation beyond its arguments' own (a date range, the size of a batch). */
type ExtraRules = (args: Args, call: Call) => void;

export function createEngageClient(options: EngageClientOptions): EngageClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const delays = options.retry?.delaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const apiKey = options.apiKey;
  const setup = new Args('engage client options');
  if (!/^https?:\/\//.test(base))
    setup.errors.push({ path: 'baseUrl', rule: 'must be an http(s) URL' });
  if (typeof apiKey !== 'string' || apiKey === '')
    setup.errors.push({ path: 'apiKey', rule: 'is required' });
  setup.done();

  /** Anything the server echoes back loses the key before it reaches a message. */
  const scrub = (text: string) => (apiKey.length >= 4 ? text.split(apiKey).join('***') : text);

  async function send(call: Call): Promise<Answer> {
    const url = new URL(base + API_PREFIX + call.path);
    for (const [name, value] of Object.entries(call.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    const operation = `${call.method} ${API_PREFIX}${call.path}`;
    const headers: Record<string, string> = {
      apikey: apiKey,
      'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT,
      Accept: 'application/json',
    };
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body);
    }

    for (let attempt = 0; ; attempt++) {
      let status: number;
      let read: Uint8Array | undefined;
      try {
        const { response, bytes } = await boundedExchange(
          doFetch,
          url,
          { method: call.method, headers, body },
          { timeoutMs, maxBytes },
        );
        status = response.status;
        read = bytes;
      } catch (cause) {
        throw cause instanceof TimedOut
          ? new EngageRequestTimeoutError(operation, timeoutMs)
          : new EngageNetworkError(operation, { cause });
      }
      if (!read)
        throw new EngageResponseError(operation, [
          { path: '', rule: `the answer is more than ${maxBytes} bytes (maxResponseBytes)` },
        ]);
      const text = new TextDecoder().decode(read);
      if (status >= 200 && status < 300) return { status, text };

      const delay = delays[attempt];
      if ((status === 429 || status === 503) && delay !== undefined) {
        options.onRetry?.({ operation, status, attempt: attempt + 1, delayMs: delay });
        await sleep(delay);
        continue;
      }
      const scrubbed = scrub(text);
      const parsed = parseJson(scrubbed);
      const errorBody = parsed.ok ? parseTolerant(EngageErrorBodySchema, parsed.value) : undefined;
      const details = errorBody?.success ? errorBody.data : undefined;
      throw engageErrorFor(
        {
          status,
          errorCode: details?.errorCode,
          operation,
          body: details,
          text: scrubbed,
          attempts: attempt + 1,
        },
        call.conditions,
      );
    }
  }

  /** Sends, then validates the JSON answer with `schema` (tolerantly for lists). */
  async function receive<T extends z.ZodMiniType>(call: Call, schema: T): Promise<z.output<T>> {
    const answer = await send(call);
    const operation = `${call.method} ${API_PREFIX}${call.path}`;
    const parsed = parseAnswer(answer.text, operation);
    if (!parsed.ok)
      throw new EngageResponseError(operation, [{ path: '', rule: 'the body is not JSON' }]);
    const result = parseTolerant(schema, parsed.value);
    if (result.dropped.length) options.onDropped?.(operation, result.dropped);
    if (!result.success)
      throw new EngageResponseError(
        operation,
        result.error.issues.map((issue) => ({
          path: formatPath(issue.path),
          rule: issueText(issue),
        })),
      );
    return result.data;
  }

  /** An answer that may be empty (200 without a body, 202, 204) or a JSON object. */
  async function receiveOptionalObject(call: Call): Promise<JsonObject | undefined> {
    const answer = await send(call);
    if (answer.text.trim() === '') return undefined;
    const parsed = parseAnswer(answer.text, `${call.method} ${API_PREFIX}${call.path}`);
    if (
      parsed.ok &&
      typeof parsed.value === 'object' &&
      parsed.value !== null &&
      !Array.isArray(parsed.value)
    )
      return parsed.value as JsonObject;
    return undefined;
  }

  /** A body that is a string: JSON (`"…"`) or plain text. */
  async function receiveString(
    call: Call,
    rule: (value: string) => string | undefined,
  ): Promise<string> {
    const answer = await send(call);
    const operation = `${call.method} ${API_PREFIX}${call.path}`;
    const parsed = parseJson(answer.text);
    const value = parsed.ok ? parsed.value : answer.text.trim();
    if (typeof value !== 'string')
      throw new EngageResponseError(operation, [{ path: '', rule: 'expected a string' }]);
    const problem = rule(value);
    if (problem) throw new EngageResponseError(operation, [{ path: '', rule: problem }]);
    return value;
  }

  const uuidRule = (value: string) => (isGuid(value) ? undefined : 'must be a uuid');

  /** Calls operation `name` with the method's arguments; the answer as its table entry says. */
  async function run(name: EngageOperationName, values: readonly unknown[], rules?: ExtraRules) {
    const call = callFor(name, values, rules);
    const response = ENGAGE_OPERATIONS[name].response as EngageOperation['response'];
    if (response === 'none') return void (await send(call));
    if (response === 'object?') return receiveOptionalObject(call);
    if (response === 'object') return (await receiveOptionalObject(call)) ?? {};
    if (response === 'uuid') return receiveString(call, uuidRule);
    if (response === 'true') {
      const parsed = parseJson((await send(call)).text);
      if (!parsed.ok || parsed.value !== true)
        throw new EngageResponseError(`${call.method} ${API_PREFIX}${call.path}`, [
          { path: '', rule: 'expected true' },
        ]);
      return true;
    }
    return receive(call, response);
  }

  async function waitForBulk(
    batchId: string,
    wait: BulkWaitOptions = {},
  ): Promise<BulkBatchStatus> {
    const pollDelays = wait.pollDelaysMs?.length ? wait.pollDelaysMs : DEFAULT_POLL_DELAYS_MS;
    const timeoutMs = wait.timeoutMs ?? DEFAULT_BULK_TIMEOUT_MS;
    const started = Date.now();
    for (let poll = 0; ; poll++) {
      const status = await client.getBulkStatus(batchId);
      wait.onProgress?.(status);
      if (status.status === 'Completed' || status.status === 'Failed') return status;
      const delay = pollDelays[Math.min(poll, pollDelays.length - 1)] ?? 1000;
      const waited = Date.now() - started;
      if (waited + delay > timeoutMs) throw new EngageTimeoutError(batchId, status, waited);
      await sleep(delay, wait.signal);
    }
  }

  /** Every item of a paged operation, from `query`'s offset on, `count` a page. */
  function pages<T, Q extends { offset?: number; count?: number }>(
    subject: string,
    schema: z.ZodMiniType,
    query: unknown,
    fetchPage: (query: Q) => Promise<{ items: T[]; totalCount: number }>,
  ): AsyncGenerator<T> {
    const args = new Args(subject);
    if (schema === ChallengesQuerySchema) args.object('query', query).done();
    const checked = args.schema('', schema, query) as Q;
    args.done();
    return (async function* () {
      const count = checked.count ?? ENGAGE_LIMITS.defaultCount;
      for (let offset = checked.offset ?? 0; ;) {
        const page = await fetchPage({ ...checked, offset, count });
        yield* page.items;
        offset += page.items.length;
        if (page.items.length === 0 || offset >= page.totalCount) return;
      }
    })();
  }

  /** One method per operation of the table, taking the table's arguments in order. */
  const derived = Object.fromEntries(
    (Object.keys(ENGAGE_OPERATIONS) as EngageOperationName[]).map((name) => [
      name,
      (...values: unknown[]) => run(name, values),
    ]),
  ) as unknown as EngageClient;

  const client: EngageClient = {
    ...derived,

    iterateAchievementDefinitions: (query = {}) =>
      pages('iterateAchievementDefinitions query', PagingQuerySchema, query, (page) =>
        client.listAchievementDefinitions(page),
      ),
    iterateChallengeDefinitions: (query = {}) =>
      pages('iterateChallengeDefinitions query', ChallengeDefinitionsQuerySchema, query, (page) =>
        client.listChallengeDefinitions(page),
      ),
    iterateChallenges: (query) =>
      pages('iterateChallenges query', ChallengesQuerySchema, query, (page) =>
        client.listChallenges({ ...query, ...page }),
      ),

    async addCheckpoints(rows) {
      const args = new Args('addCheckpoints rows');
      if (!Array.isArray(rows)) args.errors.push({ path: 'rows', rule: 'must be an array' });
      else if (rows.length === 0) args.errors.push({ path: 'rows', rule: 'needs at least 1 item' });
      else if (rows.length > ENGAGE_LIMITS.checkpointRowsPerRequest)
        args.errors.push({
          path: 'rows',
          rule: `allows at most ${ENGAGE_LIMITS.checkpointRowsPerRequest} rows per request, got ${rows.length} (use addCheckpointsInBatches)`,
        });
      else args.schema('rows', CheckpointRowsSchema, rows);
      args.done();
      return run(
        'addCheckpoints',
        [],
        (_args, call) => void (call.body = rows),
      ) as Promise<CheckpointResult>;
    },

    async addCheckpointsInBatches(
      rows,
      { rowsPerRequest = ENGAGE_LIMITS.checkpointRowsPerRequest } = {},
    ) {
      const args = new Args('addCheckpointsInBatches rows');
      if (
        !Number.isInteger(rowsPerRequest) ||
        rowsPerRequest < 1 ||
        rowsPerRequest > ENGAGE_LIMITS.checkpointRowsPerRequest
      )
        args.errors.push({
          path: 'rowsPerRequest',
          rule: `must be an integer from 1 to ${ENGAGE_LIMITS.checkpointRowsPerRequest}`,
        });
      if (!Array.isArray(rows)) args.errors.push({ path: 'rows', rule: 'must be an array' });
      else rows.forEach((row, index) => args.schema(`rows[${index}]`, CheckpointRowSchema, row));
      // Every row is checked before the first request, so a bad row never leaves half the
      // checkpoints assigned.
      args.done();
      const results: CheckpointResult[] = [];
      for (let start = 0; start < rows.length; start += rowsPerRequest)
        results.push(await client.addCheckpoints(rows.slice(start, start + rowsPerRequest)));
      return mergeCheckpointResults(results);
    },

    getContactChanges: (query) =>
      run('getContactChanges', [query], (args, call) => {
        const { fromDate, toDate } = call.query;
        if (
          args.errors.length === 0 &&
          toDate !== undefined &&
          Date.parse(String(toDate)) < Date.parse(String(fromDate))
        )
          args.errors.push({ path: 'toDate', rule: 'must not be before fromDate' });
      }) as ReturnType<EngageClient['getContactChanges']>,

    async bulkCreateAndWait(contacts, { contactType, ...wait } = {}) {
      const batchId = await client.bulkCreateContacts(contacts, { contactType });
      return waitForBulk(batchId, wait);
    },

    async bulkUpdateAndWait(updates, { contactType, avoidTriggeringExport, ...wait } = {}) {
      const batchId = await client.bulkUpdateContacts(updates, {
        contactType,
        avoidTriggeringExport,
      });
      return waitForBulk(batchId, wait);
    },

    async waitForBulk(batchId, wait) {
      new Args('waitForBulk arguments').uuid('batchId', batchId).done();
      return waitForBulk(batchId, wait);
    },

    async getMessages(channel, contactId, query) {
      const byChannel = {
        sms: client.getSmsMessages,
        email: client.getEmailMessages,
        postal: client.getPostalMessages,
      } as const;
      if (!Object.hasOwn(byChannel, channel))
        throw new EngageValidationError('getMessages arguments', [
          { path: 'channel', rule: 'expected one of "sms", "email", "postal"' },
        ]);
      return byChannel[channel](contactId, query);
    },
  };
  return client;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * An answer's JSON, refused when it nests deeper than an admin container may (64 levels): JSON.parse
 * takes a million, and a shop's own JSON.stringify of the result would then overflow the stack.
 */
function parseAnswer(
  text: string,
  operation: string,
): { ok: true; value: unknown } | { ok: false } {
  const parsed = parseJson(text);
  if (parsed.ok && jsonDepth(parsed.value, MAX_CONTAINER_DEPTH) > MAX_CONTAINER_DEPTH)
    throw new EngageResponseError(operation, [{ path: '', rule: DEPTH_RULE }]);
  return parsed;
}

/** A body or answer that must be a JSON object (the type the table's `object` rules promise). */
export type { JsonObject };
