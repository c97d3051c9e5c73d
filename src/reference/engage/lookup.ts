/**
 * Finding contacts: by path id, by a key of their type, by the lookups of ops 16 and 30; and a
 * contact as the service answers it.
 */
import { CONTACT_TYPES, type ContactRecord, type ContactTypeDef } from './data.ts';
import { fail, iso, type Ctx } from './reply.ts';
import type { EngageStore } from './store.ts';
import {
  contactType,
  isEmail,
  isPhone,
  isSsn,
  normalizeEmail,
  normalizePhone,
  normalizeSsn,
} from './validate.ts';

/** The contact of the `{contactId}` path parameter, or 404 ContactNotFound. */
export function pathContact(ctx: Ctx): ContactRecord {
  const id = ctx.params.contactId ?? '';
  const contact = ctx.store.contacts.get(id.toLowerCase());
  if (!contact) fail(404, 'ContactNotFound', `no contact with id "${id}"`);
  return contact;
}

export function contactJson(contact: ContactRecord): Record<string, unknown> {
  return {
    contactId: contact.contactId,
    contactType: contact.contactType,
    ...contact.fields,
    createdOn: iso(contact.createdOn),
    updatedOn: iso(contact.updatedOn),
  };
}

export function typeOf(id: string | null, name = 'contactType'): ContactTypeDef {
  if (id === null || id === '') fail(400, 'InvalidContactType', `${name} is required`);
  const type = contactType(id);
  if (!type)
    fail(
      400,
      'InvalidContactType',
      `unknown contact type "${id}"; types: ${CONTACT_TYPES.map((t) => t.id).join(', ')}`,
    );
  return type;
}

const NORMALIZERS: Record<string, (value: string) => string> = {
  email: normalizeEmail,
  mobilePhone: normalizePhone,
  socialSecurityNumber: normalizeSsn,
};

export function findBy(
  store: EngageStore,
  type: ContactTypeDef,
  field: string,
  value: string,
): ContactRecord[] {
  const normalize = NORMALIZERS[field] ?? ((v: string) => v);
  const wanted = normalize(value);
  return [...store.contacts.values()].filter((contact) => {
    if (contact.contactType !== type.id) return false;
    const stored = contact.fields[field];
    return typeof stored === 'string' && stored !== '' && normalize(stored) === wanted;
  });
}

/** One contact of the matches: 404 none, 409 several (first 50 ids listed). */
export function single(matches: ContactRecord[], what: string): ContactRecord {
  const first = matches[0];
  if (!first) fail(404, 'ContactNotFound', `no contact with ${what}`);
  if (matches.length > 1)
    fail(409, 'MultipleMatches', `${matches.length} contacts match ${what}`, {
      messageDetails: { multipleMatchesFound: matches.slice(0, 50).map((c) => c.contactId) },
    });
  return first;
}

/** The value's format for a key of that kind; else 400 naming it. */
export function checkKeyFormat(kind: string | undefined, value: string): void {
  if (kind === 'email' && !isEmail(value))
    fail(400, 'InvalidEmailAddress', `invalid email address "${value}"`);
  if (kind === 'phone' && !isPhone(value))
    fail(400, 'InvalidPhoneNumber', `invalid phone number "${value}"`);
  if (kind === 'ssn' && !isSsn(value))
    fail(400, 'InvalidSocialSecurityNumber', `invalid social security number "${value}"`);
}

const LOOKUP_KINDS: Record<string, string> = {
  email: 'email',
  socialSecurityNumber: 'ssn',
  mobilePhone: 'phone',
};

/**
 * Ops 16 and 30, once the router has checked the query's shape (exactly one way, contactType
 * with it): formats, the type, then the match.
 */
export function lookup(store: EngageStore, query: URLSearchParams): ContactRecord {
  const name = ['contactId', 'email', 'socialSecurityNumber', 'mobilePhone', 'customKey'].find(
    (n) => query.has(n),
  );
  if (name === 'contactId') {
    const id = (query.get(name) ?? '').toLowerCase();
    return single(
      [store.contacts.get(id)].filter((c): c is ContactRecord => !!c),
      `id "${id}"`,
    );
  }
  const value = query.get(name ?? 'any') ?? '';
  const type = typeOf(query.get('contactType'));
  if (name && name !== 'customKey') {
    checkKeyFormat(LOOKUP_KINDS[name], value);
    return single(findBy(store, type, name, value), `${name} "${value}"`);
  }
  if (name === 'customKey') {
    if (!type.customKey)
      fail(
        500,
        'InvalidSystemConfiguration',
        `no custom key is configured for contact type ${type.id}`,
      );
    return single(findBy(store, type, type.customKey, value), `custom key "${value}"`);
  }
  // any: email, social security number, mobile phone, custom key, in that order.
  const tries: [string, boolean][] = [
    ['email', isEmail(value)],
    ['socialSecurityNumber', isSsn(value)],
    ['mobilePhone', isPhone(value)],
    [type.customKey ?? '', !!type.customKey],
  ];
  for (const [field, applies] of tries) {
    if (!applies || !type.fields[field]) continue;
    const matches = findBy(store, type, field, value);
    if (matches.length) return single(matches, `${field} "${value}"`);
  }
  return single([], `any "${value}"`);
}
