// The contact forms' rules, which the form in the browser, `site serve` and the edge worker all apply (one module).
import { describe, expect, it } from 'vitest';
import { isWellFormedText, normaliseText, validateContact, type ContactValues } from '../../../../site/shared/contact-rules.ts';

const valid: ContactValues = {
  name: 'Ana Silva',
  email: 'ana@example.org',
  company: 'Acme Freight',
  topic: 'audit',
  message: 'We re-key 2,000 invoices a month.',
  consent: true,
};

describe('the text of a contact field', () => {
  it('loses control characters, a NUL among them, but keeps the message’s line breaks as LF', () => {
    expect(normaliseText('\u0000Ana\u0007 Silva\u001b[31m')).toBe('Ana Silva[31m');
    expect(normaliseText('Line one\r\nLine two\rLine three\u0085', true)).toBe('Line one\nLine two\nLine three');
    expect(normaliseText('Ana\nSilva')).toBe('Ana Silva');
    expect(normaliseText('a\tb', true)).toBe('a b');
  });

  it('counts a value of nothing but spaces, visible or not, as empty', () => {
    expect(normaliseText('\u200B\u200B\u200C\uFEFF \u2060')).toBe('');
    expect(normaliseText('\u200B Ana \u200B')).toBe('Ana');
  });

  it('tells well-formed UTF-16 from text with half a surrogate pair', () => {
    expect(isWellFormedText('Zoë 😀')).toBe(true);
    expect(isWellFormedText('broken \uD83D')).toBe(false);
    expect(isWellFormedText('\uDE00 broken')).toBe(false);
  });
});

describe('validateContact', () => {
  it('accepts a complete business enquiry', () => {
    expect(validateContact('business', valid)).toEqual({});
  });

  it('refuses a required field that starts with a NUL and has nothing else, or holds only zero-width spaces', () => {
    expect(validateContact('business', { ...valid, name: '\u0000' })).toEqual({ name: 'required' });
    expect(validateContact('business', { ...valid, message: '\u200B\u200B\u200B' })).toEqual({ message: 'required' });
  });

  it('refuses a field with half a surrogate pair as unreadable, whatever else it holds', () => {
    expect(validateContact('business', { ...valid, name: 'Ana \uD800' })).toEqual({ name: 'invalid' });
    expect(validateContact('business', { ...valid, message: '\uDC00' })).toEqual({ message: 'invalid' });
  });

  it('measures lengths after normalising, so a CRLF counts as the one character maxlength counted', () => {
    expect(validateContact('business', { ...valid, message: `${'a'.repeat(4998)}\r\n` + 'b' })).toEqual({});
  });
});
