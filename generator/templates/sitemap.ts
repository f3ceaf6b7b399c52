import { defineTemplate } from './define-template.ts';

/** The sitemap page: every page of the locale in groups. */
export default defineTemplate('sitemap', undefined, {
  content: (_frontMatter, page) => ({ sitemap: page.sitemap() }),
  traits: { sections: 'reading' },
});
