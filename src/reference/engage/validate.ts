/**
 * Formats of the lookup values and validation of contact attribute objects (PATCH, bulk, type
 * change), shared by the engage operations.
 */
import { CONTACT_TYPES, READ_ONLY_FIELDS, type ContactTypeDef, type FieldValue } from './data.ts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Swedish personal identity number: YYYYMMDD-NNNN or YYMMDD-NNNN, the dash optional. */
const SSN_PATTERN = /^(\d{6}|\d{8})-?\d{4}$/;
/** E.164-like: an optional +, 7–15 digits; spaces and dashes are ignored. */
const PHONE_PATTERN = /^\+?\d{7,15}$/;

export const isUuid = (value: string) => UUID_PATTERN.test(value);
export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
export const isSsn = (value: string) => SSN_PATTERN.test(value);
export const isPhone = (value: string) => PHONE_PATTERN.test(normalizePhone(value));

export const normalizeEmail = (value: string) => value.trim().toLowerCase();
export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '');
/** Compares by the last ten digits, so 19850312-1234 matches 8503121234. */
export const normalizeSsn = (value: string) => value.replace(/-/g, '').slice(-10);

export function contactType(id: string): ContactTypeDef | undefined {
  return CONTACT_TYPES.find((type) => type.id === id);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an attribute object against a contact type: known, writable fields of the right kind.
 * `null` and `""` are accepted for every non-boolean field (stored as empty). Returns the errors
 * (empty when valid).
 */
export function fieldErrors(
  type: ContactTypeDef,
  attributes: Record<string, unknown>,
  allowed: readonly string[] = [],
): string[] {
  const errors: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (allowed.includes(name)) continue;
    if (READ_ONLY_FIELDS.includes(name)) {
      errors.push(`${name}: is read-only`);
      continue;
    }
    const kind = type.fields[name];
    if (!kind) {
      errors.push(`${name}: is not a field of contact type ${type.id}`);
      continue;
    }
    if (kind === 'boolean') {
      if (typeof value !== 'boolean') errors.push(`${name}: expected boolean`);
      continue;
    }
    if (value === null || value === '') continue;
    if (kind === 'integer') {
      if (typeof value !== 'number' || !Number.isInteger(value))
        errors.push(`${name}: expected integer`);
      continue;
    }
    if (typeof value !== 'string') {
      errors.push(`${name}: expected string`);
      continue;
    }
    if (kind === 'email' && !isEmail(value)) errors.push(`${name}: invalid email address`);
    if (kind === 'phone' && !isPhone(value)) errors.push(`${name}: invalid phone number`);
    if (kind === 'ssn' && !isSsn(value)) errors.push(`${name}: invalid social security number`);
  }
  return errors;
}

/** Required fields of the type that are missing or empty in `fields`. */
export function missingRequired(type: ContactTypeDef, fields: Record<string, unknown>): string[] {
  return type.required.filter((name) => {
    const value = fields[name];
    return value === undefined || value === null || value === '';
  });
}

export function asFieldValues(attributes: Record<string, unknown>): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(attributes))
    if (
      value === null ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    )
      out[name] = value;
  return out;
}
