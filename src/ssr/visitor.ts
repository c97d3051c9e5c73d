/**
 * The visitor's keys on the server (docs/ssr.md, "Visitor keys"): read from the `sf-visitor`
 * cookie the browser keeps equal to its `voyado.session` entry; on a first visit (no cookie) new
 * keys are made and set in that cookie, and the browser adopts them (session.ts).
 */
import { randomUUID } from 'node:crypto';
import type { SessionKeys } from '../api/session.ts';
import { parseVisitorCookie, visitorCookie } from '../api/visitor-cookie.ts';

export interface VisitorKeys extends SessionKeys {
  /** The `Set-Cookie` value when the keys were made for this response (a first visit). */
  setCookie?: string;
}

/**
 * The request's visitor keys, made (and to be set) where the cookie lacks one; `secure`: the page
 * is https to its visitors (the cookie is then `Secure`).
 */
export function visitorKeys(request: Request, secure: boolean): VisitorKeys {
  const found = parseVisitorCookie(request.headers.get('cookie'));
  if (found.customerKey && found.sessionKey) {
    return { customerKey: found.customerKey, sessionKey: found.sessionKey };
  }
  const keys = {
    customerKey: found.customerKey ?? randomUUID(),
    sessionKey: found.sessionKey ?? randomUUID(),
  };
  return { ...keys, setCookie: visitorCookie(keys, secure) };
}

/** `MOBILE` for a phone's request (client hint, else its user agent), else `DESKTOP`. */
export function touchpointOf(request: Request): 'MOBILE' | 'DESKTOP' {
  const hint = request.headers.get('sec-ch-ua-mobile');
  if (hint) return hint.trim() === '?1' ? 'MOBILE' : 'DESKTOP';
  return /Mobi|iPhone|Android.+Mobile/i.test(request.headers.get('user-agent') ?? '')
    ? 'MOBILE'
    : 'DESKTOP';
}
