import { defineTemplate } from './define-template.ts';

/** The contact hub: the shared fields alone. */
export const contactHub = defineTemplate('contact-hub');
