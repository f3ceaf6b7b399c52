import type { PlannedPage } from '../../generator/plan/create-route-table.ts';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { realConfig } from './fixtures.ts';

const locales = realConfig().locales as LocaleInfo[];

/** A planned page of the real site's locales with only what feeds and breadcrumbs read. */
export function plannedPage(
  code: string,
  route: string | null,
  file: string,
  template = 'landing',
  title = `Title of ${file}`,
): PlannedPage {
  return {
    locale: locales.find((locale) => locale.code === code)!,
    route,
    path: `/${code}${route ?? '/404/'}`,
    htmlFile: '',
    pageDataFile: '',
    content: { file, frontMatter: { template, title }, body: [] },
  } as unknown as PlannedPage;
}
