import type { NoOwnContent } from '../../shared/page-data.ts';

/** The contact hub shows what every page has (its lead, body and sections) and nothing of its own. */
export type ContactHubContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    'contact-hub': ContactHubContent;
  }
}
