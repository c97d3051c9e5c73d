/**
 * The attributes of `<sf-rec-list>` as a `RecListRequestSettings` member of a product-page query.
 * An attribute the service would refuse is a `StorefrontConfigError` naming that attribute.
 */
import { blankToUndefined, parseEnum, splitList } from '../../api/config.ts';
import { StorefrontConfigError } from '../../api/errors.ts';
import {
  ALGORITHMS,
  LIST_ID_PATTERN,
  VISUALIZATIONS,
  type Algorithm,
  type Visualization,
} from '../../api/schemas/enums.ts';
import type { RecListRequestSettings } from '../../api/schemas/requests.ts';
import { RecListRequestSettings as RecListRequestSettingsShape } from '../../api/schemas/generated/product-page.ts';
import { Refused, validate } from '../../api/schemas/validate.ts';

export interface RecListAttributes {
  listId?: string | undefined;
  algorithm?: string | undefined;
  limit?: string | undefined;
  label?: string | undefined;
  visualization?: string | undefined;
  showMoreLink?: string | undefined;
  productRules?: string | undefined;
  sponsoredPositions?: string | undefined;
  cart?: string | undefined;
  /** Base product of the algorithm (`params.productKey`) when the list is in a product page. */
  productKey?: string | undefined;
}

function integer(attribute: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new StorefrontConfigError(
      attribute,
      `must be a whole number from ${min} to ${max}, got "${value}"`,
    );
  }
  return number;
}

/** The list's visualization attribute, when valid (the skeleton uses it before the response). */
export function visualizationOf(value: string | undefined): Visualization | undefined {
  try {
    return parseEnum('visualization', value, VISUALIZATIONS);
  } catch {
    return undefined;
  }
}

/**
 * Builds and checks the request member; throws `StorefrontConfigError` naming the attribute, or
 * `Refused` when the schema refuses it (worded as a `StorefrontConfigError` of `list <id>` when
 * it is reported: src/controllers/query.ts).
 */
export function recListSettings(attributes: RecListAttributes): RecListRequestSettings {
  const id = blankToUndefined(attributes.listId);
  if (id === undefined) throw new StorefrontConfigError('list-id', 'is required');
  if (!LIST_ID_PATTERN.test(id)) {
    throw new StorefrontConfigError(
      'list-id',
      `must be 1 to 20 letters, digits, "_" or "-", got "${id}"`,
    );
  }
  const algorithm = parseEnum<Algorithm>('algorithm', attributes.algorithm, ALGORITHMS);
  if (algorithm === undefined) throw new StorefrontConfigError('algorithm', 'is required');
  const settings: RecListRequestSettings = { id, algorithm };
  const limit = blankToUndefined(attributes.limit);
  if (limit !== undefined) settings.limit = integer('limit', limit, 1, 100);
  // Members are set in any order: the schema's check below writes them in its own.
  for (const name of ['label', 'showMoreLink', 'productRules'] as const) {
    const value = blankToUndefined(attributes[name]);
    if (value !== undefined) settings[name] = value;
  }
  const visualization = parseEnum('visualization', attributes.visualization, VISUALIZATIONS);
  if (visualization !== undefined) settings.visualization = visualization;
  const positions = splitList(attributes.sponsoredPositions);
  if (positions.length) {
    settings.sponsoredPositions = positions.map((position) =>
      integer('sponsored-positions', position, 0, Number.MAX_SAFE_INTEGER),
    );
  }
  const cart = splitList(attributes.cart);
  const productKey = blankToUndefined(attributes.productKey);
  if (cart.length || productKey !== undefined) {
    settings.params = {};
    if (cart.length) settings.params.cart = cart;
    if (productKey !== undefined) settings.params.productKey = productKey;
  }
  // The schema has the last word (cart size and anything added to it later).
  const checked = validate<RecListRequestSettings>(RecListRequestSettingsShape, settings);
  if (!checked.success) throw new Refused(`list ${id}`, checked.issues);
  return checked.data;
}
