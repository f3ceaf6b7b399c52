import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { Office } from '../../site/shared/page-data.ts';
import type { Translate } from '../../site/shared/translator.ts';
import type { SiteConfig } from '../config/config-schema.ts';

/** The office serving a locale (checkConfig makes sure there is exactly one), labelled in the locale's language. */
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
  const time = new Intl.DateTimeFormat(locale.code, { timeStyle: 'short', timeZone: 'UTC' });
  const at = (clock: string) => time.format(new Date(`2000-01-03T${clock}:00Z`));
  const country = new Intl.DisplayNames([locale.code], { type: 'region' }).of(office.country) ?? office.country;
  return {
    city: office.city,
    address: `${postalAddressLine(office)}, ${country}`,
    telephone: { label: office.telephone, href: `tel:${office.telephone.replaceAll(' ', '')}` },
    email: office.email,
    hours: t('contact.office.hours', { opens: at(office.opens), closes: at(office.closes), city: office.city }),
  };
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
