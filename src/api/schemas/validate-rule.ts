/**
 * The browser validator's check for a rule of several members of checks.ts (tolerant.ts `rule`
 * makes the zod check): apart from validate.ts so that only the pages whose tables call it (today
 * `<sf-navigation>`'s) load it.
 */
import type { RuleIssue } from './checks.ts';
import { isObject, type Check } from './validate.ts';

/**
 * A rule of several members of checks.ts (tolerant.ts `rule`): `fn(value, issue, ...args)`
 * reports custom issues; `w`: on any object, even after a member failed (zod's `when`).
 */
export const rule = (
  fn: (value: never, issue: RuleIssue, ...args: never[]) => void,
  args: readonly unknown[],
  w?: 1,
): Check => ({
  a: w && isObject,
  f: (payload) =>
    fn(
      payload.value as never,
      (path, message, input = payload.value) =>
        payload.issues.push({ code: 'custom', path: [...path], input, message, continue: true }),
      ...(args as never[]),
    ),
});
