import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  colorField,
  longcodeField,
  nameField,
  optionalEmailField,
  optionalPhoneField,
  optionalTextField,
  priorityField,
  shortcodeField,
  stripBadCharacters,
} from './fields.ts';
import { errorsFor } from './test-errors.ts';

const one = (field: z.ZodType) => z.object({ f: field });

describe('stripBadCharacters', () => {
  it('removes control characters and angle brackets and keeps everything else', () => {
    expect(stripBadCharacters('Ha\u0000wks<script>\t\n\u007F')).toBe('Hawksscript');
    expect(stripBadCharacters('ホークス & Co. "A"')).toBe('ホークス & Co. "A"');
  });
});

describe('nameField', () => {
  it('strips bad characters and trims before checking the length', () => {
    expect(nameField().parse('  <b>Hawks</b>\n')).toBe('bHawks/b');
    expect(errorsFor(one(nameField()), { f: ' <> ' })).toEqual({ f: ['is required'] });
  });

  it('says a missing name is required and a long one too long', () => {
    expect(errorsFor(one(nameField()), {})).toEqual({ f: ['is required'] });
    expect(errorsFor(one(nameField(5)), { f: 'abcdef' })).toEqual({ f: ['must be at most 5 characters'] });
  });
});

describe('optional text fields', () => {
  it('turn missing, null and blank into null', () => {
    const schema = one(optionalTextField(10));
    expect(schema.parse({}).f).toBeNull();
    expect(schema.parse({ f: null }).f).toBeNull();
    expect(schema.parse({ f: '   ' }).f).toBeNull();
    expect(schema.parse({ f: ' x ' }).f).toBe('x');
  });

  it('limit abbreviations to 4 characters and codes to letters and digits', () => {
    expect(errorsFor(one(shortcodeField()), { f: 'ABCDE' })).toEqual({ f: ['must be at most 4 characters'] });
    expect(errorsFor(one(longcodeField()), { f: 'U10-B' })).toEqual({
      f: ['must contain only letters and digits'],
    });
    expect(one(longcodeField()).parse({ f: 'U10B' }).f).toBe('U10B');
  });

  it('lower-case valid emails and reject invalid ones', () => {
    expect(one(optionalEmailField()).parse({ f: ' Pat@Example.COM ' }).f).toBe('pat@example.com');
    expect(errorsFor(one(optionalEmailField()), { f: 'pat@' })).toEqual({ f: ['is not a valid email'] });
    expect(one(optionalEmailField()).parse({ f: '' }).f).toBeNull();
  });

  it('accept phone punctuation but not letters', () => {
    expect(one(optionalPhoneField()).parse({ f: '+1 (312) 555-0142 x12' }).f).toBe('+1 (312) 555-0142 x12');
    expect(Object.keys(errorsFor(one(optionalPhoneField()), { f: 'call me' }))).toEqual(['f']);
  });
});

describe('colorField and priorityField', () => {
  it('upper-cases #RRGGBB colours and rejects other forms', () => {
    expect(colorField().parse('#1e88e5')).toBe('#1E88E5');
    expect(errorsFor(one(colorField()), { f: 'blue' })).toEqual({ f: ['must be a hex colour like #1E88E5'] });
    expect(errorsFor(one(colorField()), { f: '#FFF' })).toEqual({ f: ['must be a hex colour like #1E88E5'] });
  });

  it('keeps priority a whole number from -3 to 3, 0 by default', () => {
    expect(one(priorityField()).parse({}).f).toBe(0);
    expect(errorsFor(one(priorityField()), { f: 4 })).toEqual({ f: ['must be at most 3'] });
    expect(errorsFor(one(priorityField()), { f: -4 })).toEqual({ f: ['must be at least -3'] });
    expect(errorsFor(one(priorityField()), { f: 1.5 })).toEqual({ f: ['must be a whole number'] });
  });
});
