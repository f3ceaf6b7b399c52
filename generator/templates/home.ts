import { defineTemplate } from './define-template.ts';

/** A locale's home page: it describes the site and the organisation in structured data. */
export default defineTemplate('home', undefined, { traits: { structuredData: 'website' } });
