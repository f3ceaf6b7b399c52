import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { Office } from '../../site/shared/page-data.ts';
import type { Translate } from '../../site/shared/translator.ts';
import type { SiteConfig } from '../config/config-schema.ts';

/**
 * The office serving a locale (checkConfig makes sure there is exactly one), labelled in the locale's language: its
 * city as that language names it (`cityNames`), its country and opening hours as the locale writes them.
 */
export function officeFor(config: SiteConfig, locale: LocaleInfo, t: Translate): Office {
  const offices = config.organization.offices;
  return describeOffice(offices.find((candidate) => candidate.locales.includes(locale.code)) ?? offices[0]!, locale, t);
}

/** Every office, the one serving the locale first. */
export function officesFor(config: SiteConfig, locale: LocaleInfo, t: Translate): Office[] {
  const offices = config.organization.offices;
  const serving = offices.findIndex((candidate) => candidate.locales.includes(locale.code));
  const ordered = serving > 0 ? [offices[serving]!, ...offices.filter((_, index) => index !== serving)] : offices;
  return ordered.map((office) => describeOffice(office, locale, t));
}

function describeOffice(office: SiteConfig['organization']['offices'][number], locale: LocaleInfo, t: Translate): Office {
  const { time, regions } = formatsFor(locale.code);
  // A time is one value: "17 h 30", "5:30 p.m." never break across lines (the catalogue's words around it may).
  const at = (clock: string) => time.format(new Date(`2000-01-03T${clock}:00Z`)).replaceAll(' ', '\u00A0');
  const country = regions.of(office.country) ?? office.country;
  // The city as the page's language names it ("Londres" in French); the postal address keeps its country's name.
  const city = office.cityNames[locale.language] ?? office.city;
  return {
    city,
    address: `${postalAddressLine(office)}, ${country}`,
    telephone: { label: office.telephone, href: `tel:${office.telephone.replaceAll(' ', '')}` },
    email: office.email,
    hours: t('contact.office.hours', { opens: at(office.opens), closes: at(office.closes), city }),
  };
}

const formats = new Map<string, { time: Intl.DateTimeFormat; regions: Intl.DisplayNames }>();

/**
 * A locale's clock and country-name formats, made once per locale rather than for each of its offices, four times
 * a locale: a clock format takes about 0.9 ms to make (ICU loads the locale's data), 0.1 ms to use.
 */
function formatsFor(code: string): { time: Intl.DateTimeFormat; regions: Intl.DisplayNames } {
  let made = formats.get(code);
  if (!made) {
    made = {
      time: new Intl.DateTimeFormat(code, { timeStyle: 'short', timeZone: 'UTC' }),
      regions: new Intl.DisplayNames([code], { type: 'region' }),
    };
    formats.set(code, made);
  }
  return made;
}

// Countries that write the postal code before the city ("75009 Paris"); the others after it ("London EC2R 6AR").
const POSTCODE_FIRST = new Set(['BE', 'CH', 'DE', 'FR', 'LU']);

/** An address on one line, in the way its country writes it. */
export function postalAddressLine(office: SiteConfig['organization']['offices'][number]): string {
  const place = POSTCODE_FIRST.has(office.country)
    ? `${office.postalCode} ${office.city}`
    : [office.city, office.region, office.postalCode].filter(Boolean).join(' ');
  return `${office.streetAddress}, ${place}`;
}
