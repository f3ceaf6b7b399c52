// Written from the folders of site/templates/ by generator/templates/template-registries.mjs: do not edit. Every
// `site` command writes it again when a template folder was added or removed.
import type { ComponentType } from 'react';
import type { TemplateName, TemplateProps } from '../shared/page-data.ts';
import BrochureTemplate from './brochure/brochure.tsx';
import BrochureDownloadTemplate from './brochure-download/brochure-download.tsx';
import ContactFormTemplate from './contact-form/contact-form.tsx';
import ContactHubTemplate from './contact-hub/contact-hub.tsx';
import HomeTemplate from './home/home.tsx';
import IndustryTemplate from './industry/industry.tsx';
import InsightTemplate from './insight/insight.tsx';
import InsightListTemplate from './insight-list/insight-list.tsx';
import LandingTemplate from './landing/landing.tsx';
import LegalTemplate from './legal/legal.tsx';
import NotFoundTemplate from './not-found/not-found.tsx';
import ServiceTemplate from './service/service.tsx';
import ServiceHubTemplate from './service-hub/service-hub.tsx';
import SitemapTemplate from './sitemap/sitemap.tsx';
import ThankYouTemplate from './thank-you/thank-you.tsx';

/** Every template's component, for the server render (the browser loads them one chunk at a time instead). */
export const templates: { [Name in TemplateName]: ComponentType<TemplateProps<Name>> } = {
  brochure: BrochureTemplate,
  'brochure-download': BrochureDownloadTemplate,
  'contact-form': ContactFormTemplate,
  'contact-hub': ContactHubTemplate,
  home: HomeTemplate,
  industry: IndustryTemplate,
  insight: InsightTemplate,
  'insight-list': InsightListTemplate,
  landing: LandingTemplate,
  legal: LegalTemplate,
  'not-found': NotFoundTemplate,
  service: ServiceTemplate,
  'service-hub': ServiceHubTemplate,
  sitemap: SitemapTemplate,
  'thank-you': ThankYouTemplate,
};

/** The component of a page's template, as one that takes any page (it is only given its template's). */
export function componentOf(template: TemplateName): ComponentType<TemplateProps> {
  return templates[template] as ComponentType<TemplateProps>;
}
