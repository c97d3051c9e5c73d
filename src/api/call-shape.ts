/**
 * The query client's arguments checked for shape before anything is built or sent: a call with
 * its arguments swapped, a missing configuration or query, or a field the function does not know
 * (a misspelt `apiBase`, settings beside `productKey`) would otherwise be sent without it, or fail
 * with a TypeError far from the mistake. Each refusal names the field and the usage.
 */
import { StorefrontConfigError } from './errors.ts';
import type { StorefrontConfig } from './query-params.ts';

const CONFIG_FIELDS: Record<keyof StorefrontConfig, true> = {
  apiBase: true,
  market: true,
  locale: true,
  touchpoint: true,
  customerKey: true,
  sessionKey: true,
  userContext: true,
  channels: true,
  stores: true,
  notify: true,
  presentCustom: true,
  presentPrices: true,
  priceId: true,
  templateId: true,
  viewId: true,
};

/** Mirrors `QueryOptions` (client.ts). */
const OPTION_FIELDS = { signal: true, timeout: true, fetch: true };

export interface CallShape {
  /** `queryProductPage`, `buildSponsoredPageRequest`, … */
  name: string;
  /** The query's fields, and an example of it for the message. */
  queryFields: readonly string[];
  queryExample: string;
  /** Fields of the request settings, named when they are put beside the query's own. */
  settingsFields: readonly string[];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws a `StorefrontConfigError` naming what is wrong with the call's arguments. */
export function checkCallShape(
  shape: CallShape,
  config: unknown,
  query: unknown,
  options?: unknown,
): void {
  const usage = `${shape.name}(config, query, options?)`;
  const refuse = (parameter: string, rule: string): never => {
    throw new StorefrontConfigError(parameter, `${rule} (${usage})`);
  };
  if (config === undefined) refuse('config', 'is required');
  if (!isRecord(config))
    refuse(
      'config',
      `must be an object such as { market, locale, touchpoint }, got ${describe(config)}`,
    );
  const given = config as Record<string, unknown>;
  if (shape.queryFields.some((field) => field in given) && !('market' in given))
    refuse('config', `looks like the query: arguments in the wrong order`);
  for (const field of Object.keys(given)) {
    if (!(field in CONFIG_FIELDS)) refuse(`config.${field}`, 'unknown field');
  }
  if (query === undefined) refuse('query', 'is required');
  if (!isRecord(query))
    refuse('query', `must be an object such as ${shape.queryExample}, got ${describe(query)}`);
  for (const field of Object.keys(query as object)) {
    if (shape.queryFields.includes(field)) continue;
    if (shape.settingsFields.includes(field)) refuse(`query.${field}`, 'belongs in query.settings');
    if (field in OPTION_FIELDS) refuse(`query.${field}`, 'belongs in options, the third argument');
    refuse(`query.${field}`, `unknown field; known: ${shape.queryFields.join(', ')}`);
  }
  if (options === undefined) return;
  if (!isRecord(options)) refuse('options', `must be an object, got ${describe(options)}`);
  for (const field of Object.keys(options as object)) {
    if (!(field in OPTION_FIELDS))
      refuse(`options.${field}`, 'unknown field; known: signal, timeout, fetch');
  }
}
