import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SiteContext } from '../../site/context.tsx';
import { createTranslator } from '../../site/shared/translator.ts';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { PageContent, PageResult, SiteData, TemplateName } from '../../site/shared/page-data.ts';
import { projectRoot } from './temp-project.ts';

const catalogue = (code: string) => JSON.parse(readFileSync(join(projectRoot, 'locales', code, 'translation.json'), 'utf8'));
const config = JSON.parse(readFileSync(join(projectRoot, 'site.config.json'), 'utf8')) as { locales: LocaleInfo[] };

/** Site data close to a real build's, for components that read menus or locales. */
export function testSite(locale = 'en'): SiteData {
  const office = {
    city: 'Montréal',
    address: '1250 boulevard René-Lévesque Ouest, Montréal QC H3B 4W8, Canada',
    telephone: { label: '+1 514 555 0142', href: 'tel:+15145550142' },
    email: 'hello@factor.consulting',
    hours: 'Monday to Friday, 9:00 AM to 5:30 PM (Montréal time)',
  };
  return {
    siteName: 'Factor',
    locale,
    defaultLocale: 'en',
    locales: config.locales.map((entry) => ({ ...entry, fallbacks: entry.fallbacks ?? [] })),
    regions: ['europe', 'africa', 'america', 'oceania', 'asia', 'world'],
    nav: [
      {
        kind: 'dropdown',
        label: 'Services',
        groups: [
          {
            heading: { href: '/services/business/', label: 'Business services', description: 'AI, automation and analytics' },
            entries: [{ href: '/services/business/data-analytics/', label: 'Data analytics', description: null }],
          },
        ],
      },
      {
        kind: 'dropdown',
        label: 'Industries',
        groups: [{ heading: null, entries: [{ href: '/industries/freight-logistics/', label: 'Freight & logistics', description: null }] }],
      },
      { kind: 'link', label: 'Insights', href: '/insights/' },
    ],
    primaryAction: { href: '/contact/', label: 'Contact us' },
    footer: [
      {
        label: 'Company',
        links: [
          { href: '/', label: 'Home' },
          { href: '/contact/', label: 'Contact' },
        ],
      },
    ],
    copyright: '© Factor Conseil inc.',
    formEndpoint: '/api/contact',
    office,
    offices: [
      office,
      { ...office, city: 'London', address: '30 Moorgate, London EC2R 6AR, United Kingdom', email: 'london@factor.consulting' },
    ],
    analytics: {
      writeKey: 'test-key',
      cdnUrl: 'http://127.0.0.1:9',
      apiHost: '127.0.0.1:9/v1',
      destinations: [{ id: 'Segment.io', name: 'Segment', description: 'Counts page views and clicks.' }],
    },
  };
}

/** What a test may set of a page: any field, its template and content together as that template's pages have them. */
export type TestPageOverrides = Partial<Omit<PageResult, 'template' | 'page'>> & { template?: TemplateName; page?: PageContent };

/** A page for a test: a landing page with nothing in it but its title, unless `overrides` says otherwise. */
export function testPage(locale = 'en', overrides: TestPageOverrides = {}): PageResult {
  return {
    locale,
    route: '/audit/',
    template: 'landing',
    head: {
      lang: locale,
      title: 'Audit — Factor',
      description: 'd',
      canonical: null,
      alternates: [],
      manifest: '/manifest-en.webmanifest',
      noindex: false,
    },
    page: {
      title: 'Audit',
      lead: null,
      body: [],
      bodyImages: {},
      sections: [],
      toc: [],
    },
    ...overrides,
  } as PageResult;
}

/** Renders a component inside the site's context with the real translations of `locale` (`en` or `fr`). */
export function renderInSite(element: ReactElement, options: { locale?: 'en' | 'fr'; page?: TestPageOverrides } = {}) {
  const locale = options.locale ?? 'en';
  const t = createTranslator([catalogue(locale)]);
  return render(
    <SiteContext.Provider value={{ site: testSite(locale), page: testPage(locale, options.page), t }}>{element}</SiteContext.Provider>,
  );
}
