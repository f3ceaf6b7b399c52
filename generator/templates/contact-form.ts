import { defineTemplate } from './define-template.ts';

/** A contact form page: `form` says which of the forms it shows. */
export default defineTemplate('contact-form', ({ z }) => ({ form: z.enum(['business', 'general', 'support']) }), {
  content: (frontMatter) => ({ form: frontMatter.form }),
  traits: { sections: 'reading' },
});
