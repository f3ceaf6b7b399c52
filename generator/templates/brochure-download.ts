import { defineTemplate } from './define-template.ts';

/**
 * The page a brochure's PDF is downloaded from: `brochure` names the brochure's route. It is headed by the brochure's
 * own title, the one the brochure's page opens with and its PDF prints (headingOf), beside the cover that shows it:
 * its lead has no title of its own.
 */
export default defineTemplate(
  'brochure-download',
  ({ z, route, sharedFields }) => ({
    brochure: route,
    lead: sharedFields.lead
      .unwrap()
      .extend({
        title: z.never("is not taken on a download page: it is headed by its brochure's title, the one its cover and PDF print").optional(),
      })
      .optional(),
  }),
  {
    links: (frontMatter) => [['brochure', frontMatter.brochure]],
    content: (frontMatter, page) => ({
      // Named by its heading, not by its short name in menus (navTitle): one title for the page, the cover and the PDF.
      related: { ...page.card(frontMatter.brochure), title: page.heading(frontMatter.brochure) },
      file: page.brochureFile(frontMatter.brochure),
    }),
  },
);
