import { defineTemplate } from './define-template.ts';

/** A landing page: the shared fields alone. */
export const landing = defineTemplate('landing');
