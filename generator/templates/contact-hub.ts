import { defineTemplate } from './define-template.ts';

/** The contact hub: the shared fields alone. */
export default defineTemplate('contact-hub');
