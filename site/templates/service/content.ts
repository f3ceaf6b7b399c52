import type { NoOwnContent } from '../../shared/page-data.ts';

/** A service page shows what every page has (its lead, body and sections) and nothing of its own. */
export type ServiceContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    service: ServiceContent;
  }
}
