import { defineTemplate } from './define-template.ts';

/** An industry page: the shared fields alone. */
export default defineTemplate('industry');
