/**
 * Stands in for your shop's own session check: replace it with the one your sign-in uses. Here the
 * session is a cookie `shop_session=<contactId>.<signature>`, signed with SESSION_SECRET.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (value: string, secret: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function sessionCookie(contactId: string, secret: string): string {
  return `shop_session=${contactId}.${sign(contactId, secret)}`;
}

/** The signed-in contact's id, or undefined (the proxy then answers 401). */
export function contactIdFromSession(request: Request, secret: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== 'shop_session') continue;
    const dot = value.lastIndexOf('.');
    const contactId = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(sign(contactId, secret));
    if (dot > 0 && given.length === expected.length && timingSafeEqual(given, expected))
      return contactId;
  }
  return undefined;
}
