import { z } from 'zod';

/** Error text for a field that is missing or of the wrong JSON type; the API and the forms show the same words. */
export function requiredOr(typeMessage: string): (issue: { input?: unknown }) => string {
  return (issue) => (issue.input === undefined || issue.input === null ? 'is required' : typeMessage);
}

/**
 * Removes the characters that are "bad" in names: ASCII control characters (U+0000..U+001F, U+007F),
 * which break CSV exports and single-line displays, and `<` `>`, which only ever arrive as pasted markup.
 */
export function stripBadCharacters(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '<' || ch === '>') continue;
    out += ch;
  }
  return out;
}

export const NAME_MAX = 100;
export const SHORTCODE_MAX = 4;
export const LONGCODE_MAX = 20;
export const NOTES_MAX = 2000;

/** A required display name: bad characters stripped, trimmed, 1..max characters. */
export function nameField(max: number = NAME_MAX) {
  return z
    .string({ error: requiredOr('must be text') })
    .overwrite(stripBadCharacters)
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);
}

/**
 * A name that may be blank, for multi-row forms whose blank rows are dropped: bad characters stripped,
 * trimmed, at most max characters; missing means ''.
 */
export function draftNameField(max: number = NAME_MAX) {
  return z
    .string({ error: 'must be text' })
    .overwrite(stripBadCharacters)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .default('');
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/** Optional trimmed text: missing, null and '' all become null, so "no value" has one spelling. */
export function optionalTextField(max: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform(blankToNull);
}

/** A record's abbreviation: at most 4 characters, optional. */
export function shortcodeField() {
  return optionalTextField(SHORTCODE_MAX);
}

/** A record's custom code: letters and digits only (it ends up in export file columns), optional. */
export function longcodeField() {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(LONGCODE_MAX, `must be at most ${LONGCODE_MAX} characters`)
    .regex(/^[A-Za-z0-9]*$/, 'must contain only letters and digits')
    .nullish()
    .transform(blankToNull);
}

/** A colour as #RRGGBB, stored upper-case so equal colours compare equal. */
export function colorField() {
  return z
    .string({ error: requiredOr('must be text') })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a hex colour like #1E88E5')
    .overwrite((value) => value.toUpperCase());
}

const EmailFormat = z.email();

/** An optional email, lower-cased; '' means none. */
export function optionalEmailField() {
  return z
    .string({ error: 'must be text' })
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .refine((value) => value === '' || EmailFormat.safeParse(value).success, 'is not a valid email')
    .nullish()
    .transform(blankToNull);
}

/** An optional phone number as typed (formats vary by country): at most 40 characters of digits and punctuation. */
export function optionalPhoneField() {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(40, 'must be at most 40 characters')
    .regex(/^[0-9+()\-.\s/#*x]*$/i, 'must contain only digits, spaces and + ( ) - . / # * x')
    .nullish()
    .transform(blankToNull);
}

/** A required identifier of an existing record (uuid). */
export function idField() {
  return z.string({ error: requiredOr('must be an id') }).uuid('is not a valid id');
}

/** Venue and surface priority: -3 lowest .. 3 highest, 0 neutral and the default. */
export function priorityField() {
  return z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(-3, 'must be at least -3')
    .max(3, 'must be at most 3')
    .default(0);
}

/** A yes/no flag that defaults to false when missing. */
export function flagField() {
  return z.boolean({ error: 'must be true or false' }).default(false);
}

/** The abbreviation and the custom code every division, team, venue and surface has. */
export const CODE_FIELDS = { shortcode: shortcodeField(), longcode: longcodeField() };

/** The external league-management system's id and mapping code of a division or team. */
export const EXTERNAL_FIELDS = { se_id: optionalTextField(50), se_mapping_code: optionalTextField(50) };

/** How the OpenAPI document describes the fields several records share. */
export const FIELD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  shortcode: 'Abbreviation, at most 4 characters',
  longcode: 'Custom code, letters and digits',
  se_id: 'External league-management system id',
  se_mapping_code: 'External league-management mapping code',
  priority: '-3 lowest .. 3 highest, 0 neutral',
};

/**
 * The same fields, those named in `descriptions` described for the OpenAPI document; rules and order stay
 * those of `fields`. One field set thus serves a form (described) and the league document (not).
 */
export function describeFields<F extends Record<string, z.ZodType>>(
  fields: F,
  descriptions: Readonly<Record<string, string>>,
): F {
  const described: Record<string, z.ZodType> = { ...fields };
  for (const [key, field] of Object.entries(fields)) {
    const description = descriptions[key];
    if (description !== undefined) described[key] = field.describe(description);
  }
  return described as F;
}

/**
 * The listed fields of a record, typed as they are: for mapping a record by a contract's field list (the
 * bulk-edit cells, the time-constraint fields) instead of writing each field out again.
 */
export function pickFields<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<T, K>;
}
