/**
 * How deep a parsed JSON value nests arrays and objects, found without recursion: a hostile
 * nesting (JSON.parse takes 100,000 levels) cannot overflow the stack before it is refused, as
 * JSON.stringify and recursive checks would. Zod-free, browser-safe.
 */

/** The value's nesting depth (a scalar 0, `{}` 1), or the first depth past `limit` once it is passed. */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) break;
    for (const member of Object.values(item)) pending.push([member, depth + 1]);
  }
  return deepest;
}
