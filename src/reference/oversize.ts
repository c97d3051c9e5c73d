/**
 * The `oversize` fault: a storefront answer far larger than anything asked for, as a misbehaving
 * or hostile service might send it. Tests of the elements' size limits use it to get such an
 * answer through the real network path (no stubbed `fetch`) without posting megabytes to the
 * server first: the fault is a few bytes, the answer it produces is not.
 *
 * The real answer of the query is computed first and then inflated:
 * - `groups`: every non-empty list (recommendation and sponsored) holds that many product groups,
 *   copies of its own groups in turn, each with a key and tickets of its own;
 * - `stringLength`: the text fields of the main product of the product group and of each list's
 *   first group become unbroken runs of letters of that length (no space, so nothing can wrap).
 */
import * as z from 'zod/mini';

/**
 * Groups per list at most: every list of an answer is inflated, and the answer must still fit in
 * one string (V8's limit, about 512 MiB): 100,000 in each of a page's lists did not (500).
 */
export const OVERSIZE_MAX_GROUPS = 20_000;

export const OversizeSchema = z.strictObject({
  groups: z.optional(z.int().check(z.minimum(1), z.maximum(OVERSIZE_MAX_GROUPS))),
  stringLength: z.optional(z.int().check(z.minimum(1), z.maximum(20_000_000))),
});

export type Oversize = z.output<typeof OversizeSchema>;

/** The product fields that hold text a shopper reads. */
export const OVERSIZE_TEXT_FIELDS = ['name', 'title', 'brand', 'series', 'description'] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `length` letters without a break opportunity. */
function unbrokenText(length: number): string {
  const pattern = 'abcdefghijklmnopqrstuvwxyz';
  return pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
}

/** Copy `index` of a group: its key and every ticket in it get the suffix `~index`. */
function copyGroup(group: unknown, index: number): unknown {
  const copy = structuredClone(group) as Json;
  const suffix = `~${index}`;
  copy.key = `${String(copy.key)}${suffix}`;
  for (const product of Array.isArray(copy.products) ? copy.products : []) {
    if (!isObject(product)) continue;
    product.ticket = `${String(product.ticket)}${suffix}`;
    for (const variant of Array.isArray(product.variants) ? product.variants : [])
      if (isObject(variant)) variant.ticket = `${String(variant.ticket)}${suffix}`;
  }
  return copy;
}

function inflateGroups(list: Json, count: number): void {
  const groups = Array.isArray(list.productGroups) ? list.productGroups : [];
  if (!groups.length) return;
  list.productGroups = Array.from({ length: count }, (_, index) =>
    index < groups.length ? groups[index] : copyGroup(groups[index % groups.length], index),
  );
}

function inflateText(group: unknown, text: string): void {
  const product = isObject(group) && Array.isArray(group.products) ? group.products[0] : undefined;
  if (!isObject(product)) return;
  for (const field of OVERSIZE_TEXT_FIELDS) product[field] = text;
}

/** The answer `result` (an S1 or S2 result) inflated as `oversize` says; `result` is changed. */
export function inflateAnswer(result: unknown, oversize: Oversize): unknown {
  if (!isObject(result)) return result;
  const lists = [result.recommendationLists, result.sponsoredLists]
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .filter(isObject);
  const text = oversize.stringLength ? unbrokenText(oversize.stringLength) : undefined;
  if (text) inflateText(result.productGroup, text);
  for (const list of lists) {
    // Groups first: the copies do not repeat the long text.
    if (oversize.groups) inflateGroups(list, oversize.groups);
    if (text && Array.isArray(list.productGroups)) inflateText(list.productGroups[0], text);
  }
  return result;
}
