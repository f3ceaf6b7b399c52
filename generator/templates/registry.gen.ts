// Written from the folders of site/templates/ by generator/templates/template-registries.mjs: do not edit. Every
// `site` command writes it again when a template folder was added or removed.
import type { TemplateName } from '../../site/shared/page-data.ts';
import type { Template } from './define-template.ts';
import brochureTemplate from './brochure.ts';
import brochureDownloadTemplate from './brochure-download.ts';
import contactFormTemplate from './contact-form.ts';
import contactHubTemplate from './contact-hub.ts';
import homeTemplate from './home.ts';
import industryTemplate from './industry.ts';
import insightTemplate from './insight.ts';
import insightListTemplate from './insight-list.ts';
import landingTemplate from './landing.ts';
import legalTemplate from './legal.ts';
import notFoundTemplate from './not-found.ts';
import serviceTemplate from './service.ts';
import serviceHubTemplate from './service-hub.ts';
import sitemapTemplate from './sitemap.ts';
import thankYouTemplate from './thank-you.ts';

/** Every template's definition, by name. */
export const siteTemplates = {
  brochure: brochureTemplate,
  'brochure-download': brochureDownloadTemplate,
  'contact-form': contactFormTemplate,
  'contact-hub': contactHubTemplate,
  home: homeTemplate,
  industry: industryTemplate,
  insight: insightTemplate,
  'insight-list': insightListTemplate,
  landing: landingTemplate,
  legal: legalTemplate,
  'not-found': notFoundTemplate,
  service: serviceTemplate,
  'service-hub': serviceHubTemplate,
  sitemap: sitemapTemplate,
  'thank-you': thankYouTemplate,
} satisfies { [Name in TemplateName]: Template<Name> };
