import { defineTemplate } from './define-template.ts';

/** A brochure: a web page that is also drawn as a PDF, linked to its download page (`download`). */
export default defineTemplate('brochure', ({ route }) => ({ download: route }), {
  links: (frontMatter) => [['download', frontMatter.download]],
  content: (frontMatter, page) => ({ related: page.card(frontMatter.download) }),
  traits: { printsBrochure: true },
});
