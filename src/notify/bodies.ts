/**
 * The notification bodies checked by hand, without zod: the notifier is in every element that
 * sends notifications (the card too), and zod/mini would add about 9 kB gzip to each of them. The
 * zod schemas (`NotificationBodySchemas` in src/api/schemas/requests.ts) stay the definition: a
 * Node test (test/node/build/notification-bodies.test.ts) checks this module against them on many
 * samples, accepted and rejected alike, and that both produce the same body.
 */
import type { NotificationName } from '../api/schemas/enums.ts';

/** The body to send, or the issue (`path: rule`) that rejects it. */
export type BodyCheck = { ok: true; body: unknown } | { ok: false; issue: string };

type Field = (value: unknown) => string | undefined;

const NON_EMPTY = 'must be a non-empty string';

const nonEmptyString: Field = (value) =>
  typeof value === 'string' && value.length > 0 ? undefined : NON_EMPTY;

const nonEmptyStrings: Field = (value) => {
  if (!Array.isArray(value) || value.length === 0) return 'must be a non-empty array of strings';
  for (let index = 0; index < value.length; index++) {
    if (nonEmptyString(value[index])) return `[${index}] ${NON_EMPTY}`;
  }
  return undefined;
};

const literalTrue: Field = (value) => (value === true ? undefined : 'must be true');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `body` as a strict object of exactly `shape`'s keys (as `z.strictObject`: every enumerable key,
 * own or inherited, must be one of them), each valid; the output holds only those keys.
 */
function strictObject(body: unknown, shape: Record<string, Field>): BodyCheck {
  if (!isObject(body)) return { ok: false, issue: 'body: must be an object' };
  for (const key in body) {
    if (!(key in shape)) return { ok: false, issue: `body: unknown key "${key}"` };
  }
  const output: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const issue = field(body[key]);
    if (issue) return { ok: false, issue: `${key}: ${issue}` };
    output[key] = body[key];
  }
  return { ok: true, body: output };
}

/** The first of `shapes` that `body` matches (as `z.union` of strict objects). */
function oneOf(body: unknown, shapes: Record<string, Field>[], expected: string): BodyCheck {
  for (const shape of shapes) {
    const result = strictObject(body, shape);
    if (result.ok) return result;
  }
  // One key that belongs to a single shape: report that shape's issue, which names the field.
  if (isObject(body)) {
    const keys = Object.keys(body);
    const shape = shapes.find((candidate) => keys.length === 1 && keys[0]! in candidate);
    if (shape) return strictObject(body, shape);
  }
  return { ok: false, issue: `body: must be ${expected}` };
}

const TICKET = { ticket: nonEmptyString };
const FAVORITE: Record<string, Field>[] = [
  { productKey: nonEmptyString },
  { variantKey: nonEmptyString },
];
const REMOVE_ALL = { removeAll: literalTrue };

/** The body of `click`, `add-to-cart` and `ad-impression`. */
export const checkTicket = (body: unknown): BodyCheck => strictObject(body, TICKET);

/**
 * A favourite as the elements send it, `{ productKey }`: one of the shapes `checkFavorite` takes,
 * with the same issue when it is not (a shop's notifier takes either key: `checkFavorite`).
 */
export const checkProductKey = (body: unknown): BodyCheck => strictObject(body, FAVORITE[0]!);

/** The body of `add-favorite` and `remove-favorite`. */
export const checkFavorite = (body: unknown): BodyCheck =>
  oneOf(body, FAVORITE, '{ productKey } or { variantKey }');

/** `end` takes no body. */
export const checkNoBody = (): BodyCheck => ({ ok: true, body: undefined });

/**
 * Checks a notification's body as its zod schema would. The notifier uses the check of each
 * notification it sends (above), so a page does not load the checks of those it never sends.
 */
export function checkNotificationBody(name: NotificationName, body: unknown): BodyCheck {
  switch (name) {
    case 'click':
    case 'add-to-cart':
    case 'ad-impression':
      return checkTicket(body);
    case 'add-favorite':
    case 'remove-favorite':
      return checkFavorite(body);
    case 'remove-recently-viewed':
      return oneOf(
        body,
        [{ productKeys: nonEmptyStrings }, REMOVE_ALL],
        '{ productKeys } or { removeAll: true }',
      );
    case 'remove-recent-searches':
      return oneOf(
        body,
        [{ phrases: nonEmptyStrings }, REMOVE_ALL],
        '{ phrases } or { removeAll: true }',
      );
    case 'end':
      return checkNoBody();
  }
}
