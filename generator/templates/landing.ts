import { defineTemplate } from './define-template.ts';

/** A landing page: the shared fields alone. */
export default defineTemplate('landing');
