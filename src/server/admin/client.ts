/**
 * The administration client (product-discovery-api.md, "Administration"; docs/decisions.md, "Page
 * and navigation administration"). Node only: it holds the API key and compresses with node:zlib.
 *
 *   A1  GET  /api/admin/v4/export/pages        exportPages
 *   --  POST /api/admin/v4/import/pages        importPages (the project's decided endpoint)
 *   A2  POST /api/admin/v4/import/navigation   importNavigation
 *   A3  GET  /api/admin/v3/export/navigation   exportNavigation
 *
 * Every container and argument is validated before anything is sent; 409 and 503 are retried with
 * increasing intervals. Exports are lossless: an answer that is the container is returned exactly
 * as sent, and what in it breaks the import rules (a newer service's members and values, say) is a
 * warning (`onWarning`), not an error.
 */
import { constants as bufferConstants } from 'node:buffer';
import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';
import {
  ADMIN_LIMITS,
  OUTPUT_FILTERS,
  PAGE_ID_PATTERN,
  formatValidationErrors,
  validateNavigationContainer,
  validatePageContainer,
  type NavigationContainer,
  type OutputFilter,
  type PageContainer,
  type ValidateOptions,
  type ValidationError,
  type ValidationResult,
} from '../../api/schemas/admin.ts';
import { boundedExchange, TimedOut } from '../bounded-exchange.ts';
import { exportEnvelopeErrors, type ContainerKind } from './export-envelope.ts';
import {
  AdminHttpError,
  AdminNetworkError,
  AdminResponseError,
  AdminTimeoutError,
  AdminValidationError,
} from './errors.ts';

export {
  AdminHttpError,
  AdminNetworkError,
  AdminResponseError,
  AdminTimeoutError,
  AdminValidationError,
};

const gunzipAsync = promisify(gunzip);

/**
 * The longest waits before the five retries of a 409 or 503 (decisions.md): 0.5 s, 1 s, 2 s, 4 s,
 * 8 s, then the error. Each is a ceiling: the client waits a random time up to it ("full
 * jitter"), so clients that collided once do not collide again in lock-step.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000];
export const DEFAULT_USER_AGENT = 'storefront-elements-admin';
/** How long one request may take, from sending to the last byte of the answer. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** The most an answer may hold once decompressed (exports of 3,000 rich pages stay far below). */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/**
 * The most an import's JSON may hold as sent (before gzip): what the reference server unpacks
 * (the contract names no limit). 3,000 rich pages stay far below.
 */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
/**
 * The most an import sent uncompressed (`bypassCompression`) may hold: the contract allows "a small
 * body" for manual tests; the reference server takes 64 KiB.
 */
export const MAX_UNCOMPRESSED_IMPORT_BYTES = 64 * 1024;

export interface RetryEvent {
  operation: string;
  status: number;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
}

/**
 * What the client did not recognise in what it returned or sent: an export's parts that break the
 * import rules (members and values of a newer service, a navigation deeper than 20 levels), or
 * the unknown members and values an import with `allowUnknown` sent as they are.
 */
export interface AdminWarning {
  operation: string;
  warnings: ValidationError[];
}

export interface AdminClientOptions {
  /**
   * The cluster address, e.g. `https://abc123.elevate-api.cloud`: an http(s) URL without query,
   * fragment or credentials (a path prefix is kept).
   */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /**
   * The longest waits before each retry of a 409 or 503 (each wait is `random() × delay`); `[]`
   * disables retries. `random` defaults to `Math.random`.
   */
  retry?: { delaysMs?: readonly number[]; random?: () => number };
  /**
   * Each request's time limit in milliseconds, answer included (default 60 s): then
   * `AdminTimeoutError`. Above 0 and at most 2147483647 (a fraction is rounded up).
   */
  timeoutMs?: number;
  /** The most an answer may unpack to, in bytes (default 64 MiB): more is an `AdminResponseError`. */
  maxResponseBytes?: number;
  userAgent?: string;
  /** Told before each retry (the CLI prints it). */
  onRetry?: (event: RetryEvent) => void;
  /**
   * Told of an export's unrecognised parts and of what an import with `allowUnknown` sent
   * unchecked (the CLI prints them). Without it, they are a Node process warning
   * (`process.emitWarning`, code `STOREFRONT_ELEMENTS_ADMIN_WARNING`), printed on stderr.
   */
  onWarning?: (warning: AdminWarning) => void;
}

export interface ExportPagesOptions {
  market: string;
  /** Only these page ids (at most 250); the answer is then a PARTIAL container. */
  idFilter?: readonly string[];
  outputFilter?: OutputFilter;
}

export interface ExportNavigationOptions {
  market: string;
  locale: string;
  /** Include the nodes created in the apps (default false). */
  includeAppNodes?: boolean;
}

export interface ImportOptions {
  /** Names the import in the service's logs. */
  name?: string;
  /**
   * Send the body uncompressed with `bypass-compression-for-manual-test=true` (manual tests of
   * small bodies only; production requires gzip).
   */
  bypassCompression?: boolean;
  /**
   * Send members and enumerated values this version does not know (a newer service's, kept by
   * an export) as they are, each told to `onWarning`, instead of refusing them. Every other rule
   * still holds.
   */
  allowUnknown?: boolean;
}

/** Appended to an import's validation error that holds unknown members or values. */
const ALLOW_UNKNOWN_HINT =
  'An unknown member or value is a typo, or comes from a newer service (an export keeps them as ' +
  'sent): correct the typo, or, to send them as they are, import with { allowUnknown: true } ' +
  '(CLI: --allow-unknown).';

export interface AdminClient {
  /**
   * The answer exactly as the service sent it: it may hold members and values this version does
   * not know, each told to `onWarning` (as is all else that breaks the import rules).
   */
  exportPages(options: ExportPagesOptions): Promise<PageContainer>;
  importPages(container: PageContainer, options?: ImportOptions): Promise<void>;
  importNavigation(container: NavigationContainer, options?: ImportOptions): Promise<void>;
  /** The answer exactly as sent, as `exportPages`; a tree deeper than 20 levels is a warning too. */
  exportNavigation(options: ExportNavigationOptions): Promise<NavigationContainer>;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string | undefined>;
  /** The body's JSON, UTF-8. */
  json?: Uint8Array;
  bypassCompression?: boolean;
}

/**
 * What an API key may hold: visible ASCII, as any key an onboarding hands out. A line break (from a
 * `.env` file or a secret store) or another control character cannot travel in a header (fetch
 * refused it with a message that quoted the key), a space or tab at either end arrives trimmed,
 * and a character beyond ASCII travels as Latin-1 bytes at best.
 */
const API_KEY_PATTERN = /^[\x21-\x7e]+$/;
const API_KEY_RULE =
  'may hold only visible ASCII characters (no spaces, tabs, line breaks or other control characters)';

/** The longest timer Node keeps (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
const BASE_URL_RULES = {
  http: 'must be an http(s) URL',
  query: 'must have no query (?…) nor fragment (#…): the client appends /api/admin/… to it',
  credentials: 'must hold no user name or password (the API key is the credential)',
};

/** What is wrong with a base URL (undefined when nothing), and the URL. */
function checkBaseUrl(value: unknown): { rule?: string; url?: URL } {
  if (value === undefined || value === null || value === '') return { rule: 'is required' };
  if (typeof value !== 'string') return { rule: BASE_URL_RULES.http };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { rule: BASE_URL_RULES.http };
  }
  // URL lower-cases the scheme: `HTTP://` is http.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { rule: BASE_URL_RULES.http };
  if (/[?#]/.test(value)) return { rule: BASE_URL_RULES.query };
  if (url.username || url.password) return { rule: BASE_URL_RULES.credentials };
  return { url };
}

/**
 * What is wrong with `createAdminClient` options (every broken rule; the CLI checks its base URL
 * with it): `baseUrl`, `apiKey`, `timeoutMs`, `maxResponseBytes`.
 */
export function adminClientOptionsErrors(
  options: Pick<AdminClientOptions, 'baseUrl' | 'apiKey' | 'timeoutMs' | 'maxResponseBytes'>,
): ValidationError[] {
  const errors: ValidationError[] = [];
  const { baseUrl, apiKey, timeoutMs, maxResponseBytes } = options;
  const { rule } = checkBaseUrl(baseUrl);
  if (rule) errors.push({ path: 'baseUrl', rule });
  if (typeof apiKey !== 'string' || apiKey === '')
    errors.push({ path: 'apiKey', rule: 'is required' });
  // A key that is no valid header value made fetch throw a message that quotes it; the rule is
  // named, never the key.
  else if (!API_KEY_PATTERN.test(apiKey)) errors.push({ path: 'apiKey', rule: API_KEY_RULE });
  if (
    timeoutMs !== undefined &&
    !(typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS)
  )
    errors.push({
      path: 'timeoutMs',
      rule: `must be a number of milliseconds above 0, at most ${MAX_TIMEOUT_MS} (about 24.8 days)`,
    });
  if (
    maxResponseBytes !== undefined &&
    !(
      Number.isInteger(maxResponseBytes) &&
      maxResponseBytes >= 1 &&
      maxResponseBytes <= bufferConstants.MAX_LENGTH
    )
  )
    errors.push({
      path: 'maxResponseBytes',
      rule: `must be a whole number of bytes from 1 to ${bufferConstants.MAX_LENGTH}`,
    });
  return errors;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

function checkOptions(subject: string, errors: ValidationError[]): void {
  if (errors.length) throw new AdminValidationError(subject, errors);
}

function requireText(errors: ValidationError[], name: string, value: unknown, max?: number): void {
  if (typeof value !== 'string' || value === '') errors.push({ path: name, rule: 'is required' });
  else if (max !== undefined && value.length > max)
    errors.push({ path: name, rule: `allows at most ${max} characters` });
}

/** What is wrong with `exportPages` arguments (the CLI checks them before it sends, or in a dry run). */
export function exportPagesErrors({
  market,
  idFilter,
  outputFilter,
}: ExportPagesOptions): ValidationError[] {
  const errors: ValidationError[] = [];
  requireText(errors, 'market', market, ADMIN_LIMITS.marketLength);
  if (idFilter !== undefined) {
    // An empty list would export every page (a FULL container): never what a filter meant.
    if (idFilter.length === 0)
      errors.push({
        path: 'idFilter',
        rule: 'needs at least one page id (leave idFilter out to export every page)',
      });
    if (idFilter.length > ADMIN_LIMITS.idFilterKeys)
      errors.push({
        path: 'idFilter',
        rule: `allows at most ${ADMIN_LIMITS.idFilterKeys} items`,
      });
    idFilter.forEach((id, index) => {
      if (
        typeof id !== 'string' ||
        id.length < 1 ||
        id.length > ADMIN_LIMITS.pageIdLength ||
        !PAGE_ID_PATTERN.test(id)
      )
        errors.push({
          path: `idFilter[${index}]`,
          rule: `must be a page id (1 to ${ADMIN_LIMITS.pageIdLength} of letters, digits, "/", "-")`,
        });
    });
  }
  if (outputFilter !== undefined && !OUTPUT_FILTERS.includes(outputFilter))
    errors.push({
      path: 'outputFilter',
      rule: `expected one of ${OUTPUT_FILTERS.map((f) => JSON.stringify(f)).join(', ')}`,
    });
  return errors;
}

/**
 * What is wrong with the size of an import whose JSON (as sent, before gzip) holds `bytes` bytes:
 * more than MAX_IMPORT_BYTES, or MAX_UNCOMPRESSED_IMPORT_BYTES with `bypassCompression`.
 */
export function importSizeErrors(
  bytes: number,
  { bypassCompression = false }: Pick<ImportOptions, 'bypassCompression'> = {},
): ValidationError[] {
  const max = bypassCompression ? MAX_UNCOMPRESSED_IMPORT_BYTES : MAX_IMPORT_BYTES;
  if (bytes <= max) return [];
  const limit = bypassCompression
    ? `${max} bytes (64 KiB) of JSON uncompressed (gzip a larger body: leave bypassCompression out)`
    : `${max} bytes (32 MiB) of JSON`;
  return [{ path: '', rule: `is ${bytes} bytes of JSON; an import may hold at most ${limit}` }];
}

/** What is wrong with `exportNavigation` arguments. */
export function exportNavigationErrors({
  market,
  locale,
}: Pick<ExportNavigationOptions, 'market' | 'locale'>): ValidationError[] {
  const errors: ValidationError[] = [];
  requireText(errors, 'market', market, ADMIN_LIMITS.marketLength);
  requireText(errors, 'locale', locale);
  return errors;
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const delays = options.retry?.delaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const random = options.retry?.random ?? Math.random;
  checkOptions('admin client options', adminClientOptionsErrors(options));
  // Timers take whole milliseconds: a fraction is rounded up, never down to 0.
  const timeoutMs = Math.ceil(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const base = checkBaseUrl(options.baseUrl).url!.href.replace(/\/+$/, '');
  const apiKey = options.apiKey;

  const scrub = scrubber(apiKey);

  async function send(call: Call): Promise<Uint8Array | undefined> {
    const url = new URL(base + call.path);
    for (const [name, value] of Object.entries(call.query))
      if (value !== undefined) url.searchParams.set(name, value);
    const operation = `${call.method} ${call.path}`;
    const headers: Record<string, string> = {
      'Api-Key': apiKey,
      'Accept-Encoding': 'gzip',
      'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT,
      Accept: 'application/json',
    };
    let body: Uint8Array | undefined;
    const json = call.json;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (call.bypassCompression) {
        url.searchParams.set('bypass-compression-for-manual-test', 'true');
        body = json;
      } else {
        headers['Content-Encoding'] = 'gzip';
        body = gzipSync(json);
      }
    }

    for (let attempt = 0; ; attempt++) {
      const { response, bytes } = await exchange(operation, url, {
        method: call.method,
        headers,
        body: body as BodyInit | undefined,
      });
      if (response.ok) return bytes.length ? bytes : undefined;

      const status = response.status;
      const ceiling = delays[attempt];
      if ((status === 409 || status === 503) && ceiling !== undefined) {
        const delay = Math.round(random() * ceiling);
        options.onRetry?.({ operation, status, attempt: attempt + 1, delayMs: delay });
        await sleep(delay);
        continue;
      }
      const text = scrubBody(new TextDecoder().decode(bytes), scrub);
      // The message is scrubbed again: JSON.parse unescapes what the text held escaped.
      throw new AdminHttpError(
        scrub(
          `${operation}: ${httpMessage(status, text)}${attempt ? ` (after ${attempt} ${attempt === 1 ? 'retry' : 'retries'})` : ''}`,
        ),
        status,
        operation,
        text,
        attempt + 1,
      );
    }
  }

  /**
   * One request and its whole answer, within `timeoutMs` and `maxBytes` (`boundedExchange`); a
   * gzip answer that does not say so is inflated here, under the same limit.
   */
  async function exchange(
    operation: string,
    url: URL,
    init: RequestInit,
  ): Promise<{ response: Response; bytes: Uint8Array }> {
    let response: Response;
    let read: Uint8Array | undefined;
    try {
      ({ response, bytes: read } = await boundedExchange(doFetch, url, init, {
        timeoutMs,
        maxBytes,
      }));
    } catch (cause) {
      throw cause instanceof TimedOut
        ? new AdminTimeoutError(operation, timeoutMs)
        : new AdminNetworkError(operation, { cause: scrubError(cause, scrub) });
    }
    if (!read) throw tooLarge(operation);
    let bytes = read;
    if (isGzip(bytes)) {
      try {
        bytes = await gunzipAsync(bytes, { maxOutputLength: maxBytes });
      } catch (cause) {
        if ((cause as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(operation);
        throw new AdminResponseError(operation, [
          { path: '', rule: 'the body starts like gzip but does not unpack' },
        ]);
      }
    }
    return { response, bytes };
  }

  const tooLarge = (operation: string) =>
    new AdminResponseError(operation, [
      { path: '', rule: `the answer unpacks to more than ${maxBytes} bytes (maxResponseBytes)` },
    ]);

  // Rules quote what they check (values, member names, paths): scrubbed like an error body.
  const scrubbed = (errors: readonly ValidationError[]) =>
    errors.map(({ path, rule }) => ({ path: scrub(path), rule: scrub(rule) }));

  function warn(operation: string, warnings: readonly ValidationError[]): void {
    if (!warnings.length) return;
    const warning = { operation, warnings: scrubbed(warnings) };
    if (options.onWarning) options.onWarning(warning);
    else
      process.emitWarning(
        `${operation}: not recognised:\n${formatValidationErrors(warning.warnings)}`,
        { code: 'STOREFRONT_ELEMENTS_ADMIN_WARNING' },
      );
  }

  /**
   * An export's answer, exactly as the service sent it, once it is the container
   * (exportEnvelopeErrors, else AdminResponseError); what in it breaks the import rules (`check`)
   * is a warning.
   */
  async function receiveExport<T>(
    call: Call,
    container: ContainerKind,
    check: (value: unknown) => ValidationResult<T>,
  ): Promise<T> {
    const bytes = await send(call);
    const operation = `${call.method} ${call.path}`;
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array()));
    } catch {
      throw new AdminResponseError(operation, [{ path: '', rule: 'the body is not JSON' }]);
    }
    const errors = exportEnvelopeErrors(value, container);
    if (errors.length) throw new AdminResponseError(operation, scrubbed(errors));
    const result = check(value);
    if (!result.success) warn(operation, result.errors);
    return value as T;
  }

  /**
   * Sends a container that passes the import rules (else AdminValidationError, with how to proceed
   * when it holds unknown members or values); with `allowUnknown` those are warnings and the
   * container is sent as given.
   */
  async function importContainer<T>(
    container: ContainerKind,
    path: string,
    value: unknown,
    check: (value: unknown, options?: ValidateOptions) => ValidationResult<T>,
    { name, bypassCompression, allowUnknown = false }: ImportOptions = {},
  ): Promise<void> {
    const result = check(value, { allowUnknown });
    if (!result.success) {
      const unknown = !allowUnknown && check(value, { allowUnknown: true }).warnings?.length;
      throw new AdminValidationError(
        container,
        result.errors,
        unknown ? ALLOW_UNKNOWN_HINT : undefined,
      );
    }
    warn(`POST ${path}`, result.warnings ?? []);
    await send({
      method: 'POST',
      path,
      query: { name },
      json: importJson(container, result.data, bypassCompression),
      bypassCompression,
    });
  }

  return {
    async exportPages({ market, idFilter, outputFilter }) {
      checkOptions('exportPages options', exportPagesErrors({ market, idFilter, outputFilter }));
      const path = '/api/admin/v4/export/pages';
      return receiveExport(
        {
          method: 'GET',
          path,
          query: {
            market,
            idFilter: idFilter?.length ? idFilter.join('|') : undefined,
            outputFilter,
          },
        },
        'PageContainer',
        validatePageContainer,
      );
    },

    importPages: (container, options) =>
      importContainer(
        'PageContainer',
        '/api/admin/v4/import/pages',
        container,
        validatePageContainer,
        options,
      ),

    importNavigation: (container, options) =>
      importContainer(
        'NavigationContainer',
        '/api/admin/v4/import/navigation',
        container,
        validateNavigationContainer,
        options,
      ),

    async exportNavigation({ market, locale, includeAppNodes }) {
      checkOptions('exportNavigation options', exportNavigationErrors({ market, locale }));
      const path = '/api/admin/v3/export/navigation';
      return receiveExport(
        {
          method: 'GET',
          path,
          query: { market, locale, includeAppNodes: includeAppNodes ? 'true' : undefined },
        },
        'NavigationContainer',
        validateNavigationContainer,
      );
    },
  };
}

/**
 * Replaces the key with `***` in a text, in every form a server's answer may hold it: as is,
 * escaped as JSON.stringify writes it (`"` and `\\` escaped), and with `/` escaped as `\\/` too
 * (PHP's json_encode). Whatever the key's length: a short key (no real one is) garbles a message
 * rather than appear in it.
 */
function scrubber(key: string): (text: string) => string {
  const json = JSON.stringify(key).slice(1, -1);
  const forms = [...new Set([json.replaceAll('/', '\\/'), json, key])].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => forms.reduce((scrubbed, form) => scrubbed.split(form).join('***'), text);
}

/**
 * `error` as is, or, when its message, stack, string members or causes hold the key (a `fetch`
 * option that quotes its headers, say), a copy of it (and of its causes) scrubbed.
 */
function scrubError(error: unknown, scrub: (text: string) => string, depth = 0): unknown {
  if (typeof error === 'string') return scrub(error);
  if (!(error instanceof Error) || depth > 8) return error;
  const cause = error.cause === undefined ? undefined : scrubError(error.cause, scrub, depth + 1);
  const strings = Object.entries(error).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const clean = (text: string | undefined) => text === undefined || scrub(text) === text;
  if (
    cause === error.cause &&
    clean(error.message) &&
    clean(error.stack) &&
    strings.every(([, value]) => clean(value))
  )
    return error;
  const copy = new Error(scrub(error.message), cause === undefined ? undefined : { cause });
  for (const [name, value] of strings) Object.assign(copy, { [name]: scrub(value) });
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : scrub(error.stack);
  return copy;
}

/**
 * An answer's text without the key: scrubbed as text, and should it still hold the key in a form
 * only JSON.parse reveals (`\\u0073k…`), written anew from its parsed value (where JSON.stringify
 * escapes only what it must), scrubbed.
 */
function scrubBody(text: string, scrub: (text: string) => string): string {
  const scrubbed = scrub(text);
  let normal: string;
  try {
    normal = JSON.stringify(JSON.parse(scrubbed));
  } catch {
    return scrubbed;
  }
  const clean = scrub(normal);
  return clean === normal ? scrubbed : clean;
}

/** A valid container's JSON, within the import limits (importSizeErrors), else nothing is sent. */
function importJson(subject: string, container: unknown, bypassCompression?: boolean): Buffer {
  const json = Buffer.from(JSON.stringify(container), 'utf8');
  const errors = importSizeErrors(json.length, { bypassCompression });
  if (errors.length) throw new AdminValidationError(subject, errors);
  return json;
}

function httpMessage(status: number, body: string): string {
  switch (status) {
    case 403:
      return 'wrong API key (403)';
    case 404:
      return 'unknown cluster (check the base URL) (404)';
    case 406:
      return 'the server wants gzip (406: no acceptable Accept-Encoding)';
    case 409:
      return 'another import is in progress (409)';
    case 503:
      return 'the service is unavailable or busy (503)';
  }
  let message: string | undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed)
      message = String(parsed.message);
  } catch {
    // not JSON: use the text
  }
  message ??= body.trim().slice(0, 500);
  return `${status}${message ? `: ${message}` : ''}`;
}
