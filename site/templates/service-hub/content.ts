import type { NoOwnContent } from '../../shared/page-data.ts';

/** A services hub shows what every page has (its lead, body and sections) and nothing of its own. */
export type ServiceHubContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    'service-hub': ServiceHubContent;
  }
}
