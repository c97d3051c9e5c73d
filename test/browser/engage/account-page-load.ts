/**
 * What one load of the demo's "My pages" (demo/account.html: all seven account elements) asks the
 * engage proxy, as account-page-load.test.ts measures it in Chromium against the reference server:
 * one GET each for the purchase summary, the achievements, the back-in-stock alerts, the
 * challenges and the active challenge definitions, and `GET /consents`, which `<sf-consents>` and
 * `<sf-challenges>` share when they start their reads in the same task; on the demo page they
 * sometimes do not, and it is asked twice. The NPS and unsubscribe forms ask nothing until the
 * shopper acts. So 6 or 7 requests a load. The proxy's default rate limit is sized from it
 * (test/node/engage/rate-limit-default.test.ts).
 */
export const ACCOUNT_PAGE_LOAD_REQUESTS = [
  'GET /me/purchase-summary',
  'GET /me/achievements',
  'GET /me/back-in-stock',
  'GET /consents',
  'GET /me/challenges',
  'GET /challenge-definitions?status=Active',
] as const;

/** The most one load sends: each of the above once, `GET /consents` perhaps twice. */
export const ACCOUNT_PAGE_LOAD_MAX = ACCOUNT_PAGE_LOAD_REQUESTS.length + 1;
