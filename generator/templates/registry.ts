import type { z } from 'zod';
import type { TemplateName } from '../../site/shared/page-data.ts';
import type { Template } from './define-template.ts';
import { siteTemplates } from './registry.gen.ts';

export { siteTemplates };

/** The site's templates' names: the folders of site/templates/ (template-registries.mjs writes the registries from them). */
export const TEMPLATES = Object.keys(siteTemplates) as TemplateName[];

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
