import { defineTemplate } from './define-template.ts';

/** The not-found page (404.md): no route, not indexed. */
export default defineTemplate('not-found', undefined, { traits: { notFound: true } });
