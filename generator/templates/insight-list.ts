import { defineTemplate } from './define-template.ts';

/** The list of articles, newest first; feeds link to it. */
export default defineTemplate('insight-list', undefined, {
  content: (_frontMatter, page) => ({ cards: page.articleCards() }),
  traits: { listsArticles: true, sections: 'reading' },
});
