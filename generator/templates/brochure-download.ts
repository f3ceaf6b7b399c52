import { defineTemplate } from './define-template.ts';

/** The page a brochure's PDF is downloaded from: `brochure` names the brochure's route. */
export const brochureDownload = defineTemplate('brochure-download', ({ route }) => ({ brochure: route }), {
  links: (frontMatter) => [['brochure', frontMatter.brochure]],
  content: (frontMatter, page) => ({ related: page.card(frontMatter.brochure), file: page.brochureFile(frontMatter.brochure) }),
});
