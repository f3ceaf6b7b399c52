import type { ContactFormName } from '../../shared/contact-rules.ts';

/** What a contact form page adds to what every page has. */
export interface ContactFormContent {
  /** Which of the forms it shows. */
  form: ContactFormName;
}

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    'contact-form': ContactFormContent;
  }
}
