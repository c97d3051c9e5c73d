/**
 * The visitor's keys as a first-party cookie, `sf-visitor`, so a shop's server can render a page
 * with the same keys the browser's notifications carry (docs/ssr.md, "Visitor keys"). The browser
 * keeps it equal to `voyado.session` (session.ts); a server that finds none mints keys and sets
 * it, and the browser adopts them on that first visit. Shared by browser and server code: no DOM,
 * no Node.
 */
import { parseKeys, type SessionKeys } from './session.ts';

export const VISITOR_COOKIE = 'sf-visitor';

/** A year, like the storage entry it mirrors (which never expires). */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Keys longer than this, or holding control characters, are not keys. */
const MAX_KEY_LENGTH = 256;

const isKey = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= MAX_KEY_LENGTH &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(value);

/** The keys in a `Cookie` header (or `document.cookie`); what is missing or invalid is left out. */
export function parseVisitorCookie(cookies: string | null | undefined): Partial<SessionKeys> {
  for (const part of (cookies ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== VISITOR_COOKIE) continue;
    try {
      return parseKeys(decodeURIComponent(part.slice(index + 1).trim()), isKey);
    } catch {
      // Not URI-encoded: not ours.
      return {};
    }
  }
  return {};
}

/** The cookie's value for `keys` (encoded: no `;`, `,` or space inside). */
export function visitorCookieValue(keys: SessionKeys): string {
  return encodeURIComponent(
    JSON.stringify({ customerKey: keys.customerKey, sessionKey: keys.sessionKey }),
  );
}

/**
 * The `Set-Cookie` / `document.cookie` string: readable by script (the browser keeps it in sync),
 * the whole site, first-party only (`SameSite=Lax`), `Secure` on https.
 */
export function visitorCookie(keys: SessionKeys, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorCookieValue(keys)}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
