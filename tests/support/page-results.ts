import type { PageContent, PageResult, TemplateName } from '../../site/shared/page-data.ts';

/** A page's content as its template's, after checking the page is of that template. */
export function contentOf<Name extends TemplateName>(result: PageResult, template: Name): PageContent<Name> {
  if (result.template !== template) throw new Error(`${result.route} is a "${result.template}" page, not a "${template}" one`);
  return result.page as PageContent<Name>;
}
