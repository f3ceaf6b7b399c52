import { defineTemplate } from './define-template.ts';

/** A legal text: the shared fields alone. */
export const legal = defineTemplate('legal');
