import { defineTemplate } from './define-template.ts';

/** A service page: described as a Service in structured data. */
export const service = defineTemplate('service', undefined, { traits: { structuredData: 'service' } });
