import type { Card, TemplateContents, TemplateName } from '../../site/shared/page-data.ts';
import { componentOf } from '../../site/templates/registry.gen.ts';
import { renderInSite, testPage } from './render-site.tsx';

/**
 * Renders the component of `template` in the site's context, for a page of that template whose page data is an
 * empty page's (a title, nothing else) and `content`, the template's own.
 */
export function renderTemplate<Name extends TemplateName>(
  template: Name,
  content: TemplateContents[Name],
  options: { locale?: 'en' | 'fr'; route?: string; title?: string } = {},
) {
  const locale = options.locale ?? 'en';
  const empty = testPage(locale).page;
  const page = testPage(locale, {
    template,
    route: options.route ?? '/page/',
    page: { ...empty, title: options.title ?? empty.title, ...content },
  });
  const Template = componentOf(template);
  return renderInSite(<Template page={page} />, { locale, page });
}

/** A card of a page, as a template's page data holds it. */
export function testCard(href: string, title: string, overrides: Partial<Card> = {}): Card {
  return { href, title, summary: `What ${title} is about.`, kicker: null, image: null, article: null, ...overrides };
}
