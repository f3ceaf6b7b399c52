import { defineTemplate } from './define-template.ts';

/** A legal text: the shared fields alone. */
export default defineTemplate('legal', undefined, { traits: { sections: 'reading' } });
