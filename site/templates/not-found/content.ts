import type { NoOwnContent } from '../../shared/page-data.ts';

/** The not-found page shows what every page has (its lead, body and sections) and nothing of its own. */
export type NotFoundContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    'not-found': NotFoundContent;
  }
}
