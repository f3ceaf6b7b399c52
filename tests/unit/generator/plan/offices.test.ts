import { describe, expect, it } from 'vitest';
import { officeFor, officesFor } from '../../../../generator/plan/offices.ts';
import { organization } from '../../../../generator/structured-data/structured-data.ts';
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

  it('names a city as the page’s language does in every locale of that language, and keeps its postal address as its country writes it', () => {
    const config = realConfig();
    const t = createTranslator([{ contact: { office: { hours: 'Du lundi au vendredi, de {{opens}} à {{closes}} (heure de {{city}})' } } }]);
    const localeOf = (code: string) => config.locales.find((locale) => locale.code === code)!;
    for (const code of ['fr', 'fr-fr', 'fr-ca', 'fr-ch']) {
      const london = officesFor(config, localeOf(code), t).find((office) => office.email.startsWith('london@'))!;
      expect(london.city, code).toBe('Londres');
      expect(london.hours, code).toMatch(/\(heure de Londres\)$/);
      expect(london.address, code).toBe('30 Moorgate, London EC2R 6AR, Royaume-Uni');
    }
    // English keeps the config's name; a city no language renames keeps it everywhere.
    expect(officeFor(config, localeOf('en-gb'), t).city).toBe('London');
    expect(officesFor(config, localeOf('fr-ca'), t).map((office) => office.city)).toEqual(['Montréal', 'Paris', 'Londres']);
    // Structured data is the same on every locale's home page: the postal locality, as the address has it.
    const { address } = organization(config) as unknown as { address: { addressLocality: string }[] };
    expect(address.map((postal) => postal.addressLocality)).toEqual(['Montréal', 'Paris', 'London']);
  });
});
