import { defineTemplate } from './define-template.ts';

/** An industry page: the shared fields alone. */
export const industry = defineTemplate('industry');
