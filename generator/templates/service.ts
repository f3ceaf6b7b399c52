import { defineTemplate } from './define-template.ts';

/** A service page: described as a Service in structured data. */
export default defineTemplate('service', undefined, { traits: { structuredData: 'service' } });
