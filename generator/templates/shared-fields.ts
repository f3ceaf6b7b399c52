import type { z } from 'zod';
import type { blockSchemas, Zod } from './block-schema.ts';

/** The fields every template takes, and the kinds of value templates' own fields share, made with `z`. */
export function sharedFieldSchemas(z: Zod, { action, authoredBlock }: ReturnType<typeof blockSchemas>) {
  const mediaPath = z
    .string()
    .regex(/^media\/[a-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image path under content/media/, e.g. media/leads/home.svg');
  const videoPath = z
    .string()
    .regex(/^media\/[a-z0-9/_.-]+\.(mp4|webm|mov|m4v)$/, 'must be a video path under content/media/, e.g. media/leads/harbour.mp4');
  const date = z.union([
    z.date().transform((value) => value.toISOString().slice(0, 10)),
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-04-08'),
  ]);

  /** The front-matter fields every template takes (content/README.md documents them for authors). */
  const sharedFields = {
    title: z.string().min(1).max(90),
    description: z.string().min(20).max(200),
    summary: z.string().min(1).optional(),
    navTitle: z.string().min(1).optional(),
    /** One line under the page's name in the top navigation's dropdowns. */
    navSummary: z.string().min(1).max(70).optional(),
    noindex: z.boolean().default(false),
    lead: z
      .strictObject({
        kicker: z.string().min(1).optional(),
        title: z.string().min(1).optional(),
        subtitle: z.string().min(1).optional(),
        /** The primary action. */
        cta: action.optional(),
        /** A secondary link beside the primary action. */
        secondary: action.optional(),
        /** Background image of the lead (decorative), also shown on cards that link to the page. */
        image: mediaPath.optional(),
        /** Background video of the lead. Videos are not played yet: the lead says so in its place (SPEC §2). */
        video: videoPath.optional(),
      })
      .optional(),
    /** The page's designed modules, in order (block-schema.ts; content/README.md documents each). */
    sections: z.array(authoredBlock).default([]),
  };

  return { mediaPath, date, sharedFields };
}

/** The shape of the fields every template takes. */
export type SharedShape = ReturnType<typeof sharedFieldSchemas>['sharedFields'];

/** The front matter every template's pages have: the shared fields and the template's name. */
export type SharedFrontMatter = z.infer<z.ZodObject<SharedShape>> & { template: string };
