import type { ComponentType } from 'react';
import type { TemplateProps } from '../shared/page-data.ts';
import type { TemplateName } from '../shared/page-data.ts';
import BrochureDownloadTemplate from './brochure-download.tsx';
import BrochureTemplate from './brochure.tsx';
import ContactFormTemplate from './contact-form.tsx';
import ContactHubTemplate from './contact-hub.tsx';
import HomeTemplate from './home.tsx';
import IndustryTemplate from './industry.tsx';
import InsightListTemplate from './insight-list.tsx';
import InsightTemplate from './insight.tsx';
import LandingTemplate from './landing.tsx';
import LegalTemplate from './legal.tsx';
import NotFoundTemplate from './not-found.tsx';
import ServiceHubTemplate from './service-hub.tsx';
import ServiceTemplate from './service.tsx';
import SitemapTemplate from './sitemap.tsx';
import ThankYouTemplate from './thank-you.tsx';

/** Every template, for the server render (the browser loads them one chunk at a time instead). */
export const templates: Record<TemplateName, ComponentType<TemplateProps>> = {
  home: HomeTemplate,
  landing: LandingTemplate,
  'contact-hub': ContactHubTemplate,
  'contact-form': ContactFormTemplate,
  'thank-you': ThankYouTemplate,
  'insight-list': InsightListTemplate,
  insight: InsightTemplate,
  legal: LegalTemplate,
  sitemap: SitemapTemplate,
  'service-hub': ServiceHubTemplate,
  service: ServiceTemplate,
  industry: IndustryTemplate,
  brochure: BrochureTemplate,
  'brochure-download': BrochureDownloadTemplate,
  'not-found': NotFoundTemplate,
};
