import { defineTemplate } from './define-template.ts';

/** The page a sent form leads to: the shared fields alone. */
export default defineTemplate('thank-you');
