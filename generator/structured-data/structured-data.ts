import type {
  Article,
  BreadcrumbList,
  ContactPoint,
  Graph,
  ImageObject,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WebSite,
} from 'schema-dts';
import { languageTag, type LocaleInfo } from '../../site/shared/locales.ts';
import type { ImageSource, PageResult } from '../../site/shared/page-data.ts';
import { articleContentOf } from '../../site/shared/page-data.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { templateOf } from '../templates/registry.ts';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface StructuredDataInput {
  config: SiteConfig;
  result: PageResult;
  locale: LocaleInfo;
  /** The page's share image and lead image, as absolute URLs (lead may be absent). */
  shareImageUrl: string;
  leadImage: ImageSource | null;
  /** From the locale's home page down to this page; the home page has one crumb. */
  breadcrumbs: Crumb[];
  category: string;
}

const WORKING_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** An image's `src` as an absolute URL: a path on the site, or already absolute when an image proxy serves it. */
function absoluteImageUrl(src: string, siteUrl: string): string {
  return src.startsWith('/') ? `${siteUrl}${src}` : src;
}

function organizationId(config: SiteConfig): string {
  return `${config.siteUrl}/#organization`;
}

/** The organisation in full: on the home page of every locale. */
export function organization(config: SiteConfig): Organization {
  const offices = config.organization.offices;
  const languagesOf = (codes: string[]) => [
    ...new Set(codes.map((code) => config.locales.find((locale) => locale.code === code)?.language ?? code)),
  ];
  return {
    '@type': 'Organization',
    '@id': organizationId(config),
    name: config.siteName,
    legalName: config.organization.legalName,
    url: `${config.siteUrl}/`,
    logo: logo(config),
    email: offices[0]!.email,
    address: offices.map((office): PostalAddress => ({
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      postalCode: office.postalCode,
      addressLocality: office.city,
      ...(office.region ? { addressRegion: office.region } : {}),
      addressCountry: office.country,
    })),
    contactPoint: offices.map((office): ContactPoint => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: office.telephone.replaceAll(' ', '-'),
      email: office.email,
      areaServed: office.areaServed,
      availableLanguage: languagesOf(office.locales),
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...WORKING_DAYS], opens: office.opens, closes: office.closes },
    })),
    ...(config.organization.sameAs.length ? { sameAs: config.organization.sameAs } : {}),
  };
}

/** The organisation's logo, as an ImageObject with its size (what Google's Article publisher logo asks for). */
function logo(config: SiteConfig): ImageObject {
  return { '@type': 'ImageObject', url: `${config.siteUrl}/icon-512.png`, width: '512', height: '512' };
}

/** A short form for pages other than home: enough to stand alone, linked to the full one by `@id`. */
function organizationReference(config: SiteConfig): Organization {
  return { '@type': 'Organization', '@id': organizationId(config), name: config.siteName, url: `${config.siteUrl}/`, logo: logo(config) };
}

/**
 * The page's JSON-LD (pure): Organization and WebSite on home pages, BreadcrumbList below them, Article on
 * insights, Service on service pages. Not-found pages have none.
 */
export function structuredData(input: StructuredDataInput): Graph | null {
  const { config, result, locale, breadcrumbs } = input;
  const traits = templateOf(result.template).traits;
  if (traits.notFound || !result.head.canonical) return null;
  const url = result.head.canonical;
  const inLanguage = languageTag(locale.code);
  const nodes: Thing[] = [];
  if (traits.structuredData === 'website') {
    const website: WebSite = {
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: config.siteName,
      url,
      inLanguage,
      publisher: { '@id': organizationId(config) },
    };
    nodes.push(organization(config), website);
  } else {
    const list: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    };
    nodes.push(list);
  }
  const page = result.page;
  const articleContent = traits.article ? articleContentOf(page) : null;
  if (articleContent) {
    const { author, published, updated } = articleContent;
    const article: Article = {
      '@type': 'Article',
      headline: page.title.length > 110 ? `${page.title.slice(0, 109)}…` : page.title,
      description: result.head.description,
      url,
      mainEntityOfPage: url,
      inLanguage,
      articleSection: input.category,
      image: [input.shareImageUrl, ...(input.leadImage ? [absoluteImageUrl(input.leadImage.src, config.siteUrl)] : [])],
      datePublished: published.iso,
      dateModified: (updated ?? published).iso,
      author: {
        '@type': 'Person',
        name: `${author.firstName} ${author.lastName}`,
        givenName: author.firstName,
        familyName: author.lastName,
        ...(author.role ? { jobTitle: author.role } : {}),
        ...(author.linkedin ? { url: author.linkedin } : {}),
      },
      publisher: organizationReference(config),
    };
    nodes.push(article);
  }
  if (traits.structuredData === 'service') {
    const office =
      config.organization.offices.find((candidate) => candidate.locales.includes(locale.code)) ?? config.organization.offices[0]!;
    const service: Service = {
      '@type': 'Service',
      name: page.title,
      description: result.head.description,
      url,
      serviceType: input.category,
      provider: organizationReference(config),
      areaServed: office.areaServed,
      image: input.shareImageUrl,
    };
    nodes.push(service);
  }
  return { '@context': 'https://schema.org', '@graph': nodes };
}
