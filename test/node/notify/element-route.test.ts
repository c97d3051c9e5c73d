/**
 * The elements send their notifications from their parsed configuration as it is (`routeParsed`,
 * src/notify/notifier-base.ts); a shop's session is checked rule by rule first (`resolveSession`,
 * src/notify/shop-notifier.ts, which no lone card loads: docs/decisions.md, "Lean notify (2)").
 * Given what an element's configuration makes of its attributes, both must send to the same
 * place with the same keys, send nothing alike, or refuse with the same error, whatever the
 * attributes.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { parseConfig, type ConfigAttributes, type ParsedConfig } from '../../../src/api/config.ts';
import { StorefrontConfigError } from '../../../src/api/errors.ts';
import {
  routeParsed,
  type NotificationSession,
  type Resolved,
} from '../../../src/notify/notifier-base.ts';
import { resolveSession } from '../../../src/notify/shop-notifier.ts';

/** Where it goes, or nothing, or the error's parameter and message. */
function outcome(resolve: () => Resolved): string {
  try {
    const resolved = resolve();
    return resolved.send ? `${resolved.base} ${resolved.query.toString()}` : 'nothing';
  } catch (error) {
    if (!(error instanceof StorefrontConfigError)) throw error;
    return `error ${error.parameter}: ${error.message}`;
  }
}

/** The session a parsed configuration gave the elements' notifier before (its error thrown). */
function sessionOf(parsed: ParsedConfig): NotificationSession {
  if (parsed.error) throw parsed.error;
  const session: NotificationSession = { apiBase: parsed.apiBase, market: parsed.market ?? '' };
  if (parsed.customerKey !== undefined) session.customerKey = parsed.customerKey;
  if (parsed.sessionKey !== undefined) session.sessionKey = parsed.sessionKey;
  if (parsed.userContext !== undefined) session.userContext = parsed.userContext;
  if (parsed.notify !== undefined) session.notify = parsed.notify;
  return session;
}

const VALUES: Partial<Record<keyof ConfigAttributes, (string | undefined)[]>> = {
  market: [undefined, 'SE', ' SE ', ' '],
  'api-base': [undefined, '', 'w00000000', 'https://example.com/', '/proxy', 'ftp://example.com'],
  'customer-key': [undefined, ' c-1 ', ' '],
  'session-key': [undefined, 's-1'],
  'user-context': [undefined, 'anonymous', 'UNPERSONALIZED', 'synthetic', 'personalized', 'bot'],
  notify: [undefined, 'true', 'false', 'yes'],
  touchpoint: [undefined, 'tablet'],
};

function* attributeSets(): Generator<ConfigAttributes> {
  const names = Object.keys(VALUES) as (keyof ConfigAttributes)[];
  const walk = function* (index: number, set: ConfigAttributes): Generator<ConfigAttributes> {
    if (index === names.length) return yield set;
    for (const value of VALUES[names[index]!]!)
      yield* walk(index + 1, value === undefined ? set : { ...set, [names[index]!]: value });
  };
  yield* walk(0, {});
}

describe("the elements' route and a shop's checked session", () => {
  before(() => {
    // The visitor's stored keys (src/api/session.ts), as a browser holds them.
    const items = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
  });

  it('send alike, send nothing alike, or refuse alike, for every attribute set', () => {
    const seen = new Set<string>();
    let count = 0;
    for (const attributes of attributeSets()) {
      const parsed = parseConfig(attributes, { mobile: false });
      const elements = outcome(() => routeParsed(parsed));
      const shop = outcome(() => resolveSession(sessionOf(parsed)));
      assert.equal(elements, shop, JSON.stringify(attributes));
      seen.add(elements.replace(/ .*/, ''));
      count++;
    }
    assert.equal(count, 4 * 6 * 3 * 2 * 6 * 4 * 2);
    // Every kind of outcome was met: sent (to each base), nothing, and errors.
    for (const kind of ['nothing', 'error', 'https://w00000000.api.esales.apptus.cloud', '/proxy'])
      assert.ok(seen.has(kind), `no outcome ${kind}: ${[...seen].join(', ')}`);
  });
});
