import { defineTemplate } from './define-template.ts';

/** An article: its author and dates; it is in the feeds, in article cards, and shows three other articles. */
export default defineTemplate(
  'insight',
  ({ z, date, mediaPath }) => ({
    author: z.strictObject({
      firstName: z.string().min(1),
      lastName: z.string().min(1),
      role: z.string().min(1).optional(),
      isMember: z.boolean(),
      location: z.string().min(1).optional(),
      linkedin: z.url().optional(),
      picture: mediaPath.optional(),
    }),
    published: date,
    updated: date.optional(),
  }),
  {
    traits: { sections: 'reading' },
    images: (frontMatter) => [['author.picture', frontMatter.author.picture]],
    article: (frontMatter) => ({ published: frontMatter.published, updated: frontMatter.updated, author: frontMatter.author }),
    content: (frontMatter, page) => ({
      readingMinutes: page.readingMinutes(),
      cards: page.articleCards(3),
      author: {
        firstName: frontMatter.author.firstName,
        lastName: frontMatter.author.lastName,
        role: frontMatter.author.role ?? null,
        isMember: frontMatter.author.isMember,
        location: frontMatter.author.location ?? null,
        linkedin: frontMatter.author.linkedin ?? null,
        picture: page.image(frontMatter.author.picture),
      },
      published: page.date(frontMatter.published),
      updated: page.date(frontMatter.updated),
    }),
  },
);
