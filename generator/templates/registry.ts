import type { z } from 'zod';
import type { TemplateName } from '../../site/shared/page-data.ts';
import { brochureDownload } from './brochure-download.ts';
import { brochure } from './brochure.ts';
import { contactForm } from './contact-form.ts';
import { contactHub } from './contact-hub.ts';
import type { Template } from './define-template.ts';
import { home } from './home.ts';
import { industry } from './industry.ts';
import { insightList } from './insight-list.ts';
import { insight } from './insight.ts';
import { landing } from './landing.ts';
import { legal } from './legal.ts';
import { notFound } from './not-found.ts';
import { serviceHub } from './service-hub.ts';
import { service } from './service.ts';
import { sitemap } from './sitemap.ts';
import { thankYou } from './thank-you.ts';

/** Every template by name (its React component is site/templates/{name}.tsx; content/README.md documents its fields). */
export const siteTemplates = {
  home,
  landing,
  'contact-hub': contactHub,
  'contact-form': contactForm,
  'thank-you': thankYou,
  'insight-list': insightList,
  insight,
  legal,
  sitemap,
  'service-hub': serviceHub,
  service,
  industry,
  brochure,
  'brochure-download': brochureDownload,
  'not-found': notFound,
} satisfies { [Name in TemplateName]: Template<Name> };

/** Templates by name, as the shared code takes them (the site's, or a test's with more). */
export type TemplateRegistry = Readonly<Record<string, Template>>;

/** A page's front matter: one member per template, narrowed by `template`. */
export type FrontMatter = { [Name in TemplateName]: z.infer<ReturnType<(typeof siteTemplates)[Name]['schemaOf']>> }[TemplateName];

/** The template of that name (the shared code only asks for names the load stage has checked). */
export function templateOf(name: string, templates: TemplateRegistry = siteTemplates): Template {
  const template = templates[name];
  if (!template) throw new Error(`No template is named "${name}"`);
  return template;
}
