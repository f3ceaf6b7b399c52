import { describe, expect, it } from 'vitest';
import { officesFor } from '../../../../generator/plan/offices.ts';
import { createTranslator } from '../../../../site/shared/translator.ts';
import { realConfig } from '../../../support/fixtures.ts';

const NBSP = '\u00A0';

describe('offices', () => {
  // Issue 53, point 8: a time is one value; "17 h 30" and "5:30 PM" never break across lines.
  it('writes opening hours as the locale does, each time held together by no-break spaces', () => {
    const config = realConfig();
    const t = createTranslator([{ contact: { office: { hours: '{{opens}} to {{closes}} ({{city}} time)' } } }]);
    const hoursIn = (code: string) =>
      officesFor(
        config,
        config.locales.find((locale) => locale.code === code)!,
        t,
      )[0]!.hours;
    expect(hoursIn('fr-ca')).toBe(`09${NBSP}h${NBSP}00 to 17${NBSP}h${NBSP}30 (Montréal time)`);
    expect(hoursIn('en-us')).toMatch(/^9:00\u00A0AM to 5:30\u00A0PM \(Montréal time\)$/);
    expect(hoursIn('fr')).toBe('09:00 to 17:30 (Montréal time)');
  });
});
