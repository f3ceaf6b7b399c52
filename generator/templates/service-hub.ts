import { defineTemplate } from './define-template.ts';

/** The list of services: the shared fields alone. */
export default defineTemplate('service-hub');
