import { z } from 'zod';
import type { TemplateName } from '../../site/shared/page-data.ts';
import { action, authoredBlock, route } from './block-schema.ts';

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

const baseFields = {
  title: z.string().min(1).max(90),
  description: z.string().min(20).max(200),
  summary: z.string().min(1).optional(),
  navTitle: z.string().min(1).optional(),
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

const author = z.strictObject({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  role: z.string().min(1).optional(),
  isMember: z.boolean(),
  location: z.string().min(1).optional(),
  linkedin: z.url().optional(),
  picture: mediaPath.optional(),
});

/** A template's schema: the shared fields, its own, and `template` as a literal so the union narrows. */
function page<T extends TemplateName, E extends z.ZodRawShape = {}>(template: T, extra: E = {} as E) {
  return z.strictObject({ template: z.literal(template), ...baseFields, ...extra });
}

/** The front matter each template accepts (content/README.md documents them for authors). */
export const frontMatterSchemas = {
  home: page('home'),
  landing: page('landing'),
  'contact-hub': page('contact-hub'),
  'contact-form': page('contact-form', { form: z.enum(['business', 'general', 'support']) }),
  'thank-you': page('thank-you'),
  'insight-list': page('insight-list'),
  insight: page('insight', { author, published: date, updated: date.optional() }),
  legal: page('legal'),
  sitemap: page('sitemap'),
  'service-hub': page('service-hub'),
  service: page('service'),
  industry: page('industry'),
  brochure: page('brochure', { download: route }),
  'brochure-download': page('brochure-download', { brochure: route }),
  'not-found': page('not-found'),
} satisfies Record<TemplateName, z.ZodType>;

type Schemas = typeof frontMatterSchemas;
export type FrontMatter = { [T in TemplateName]: z.infer<Schemas[T]> }[TemplateName];
