import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../site/shared/translator.ts';

describe('createTranslator', () => {
  const t = createTranslator([
    { consent: { title: 'Vos choix' }, reading: '{{count}} min de lecture' },
    { consent: { title: 'Your choices', message: 'Nothing is tracked until you choose.' }, greeting: 'Hello {{ name }}, {{name}}!' },
    { brand: 'Factor' },
  ]);

  it('reads the first catalogue that has the key, down the locale chain', () => {
    expect(t('consent.title')).toBe('Vos choix');
    expect(t('consent.message')).toBe('Nothing is tracked until you choose.');
    expect(t('brand')).toBe('Factor');
  });

  it('fills every placeholder, with or without spaces, and numbers too', () => {
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada, Ada!');
    expect(t('reading', { count: 7 })).toBe('7 min de lecture');
  });

  it('leaves a placeholder without a value as written, so the gap shows', () => {
    expect(t('greeting', {})).toBe('Hello {{ name }}, {{name}}!');
  });

  it('answers a missing key, or a key naming a group of strings, with the key itself', () => {
    expect(t('consent.nothing')).toBe('consent.nothing');
    expect(t('consent')).toBe('consent');
    expect(t('brand.deeper')).toBe('brand.deeper');
  });
});
