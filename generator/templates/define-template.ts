import type { z } from 'zod';
import type { TemplateContents } from '../../site/shared/page-data.ts';
import type { PageTools } from './page-tools.ts';
import type { SchemaKit } from './schema-kit.ts';
import type { SharedFrontMatter } from './shared-fields.ts';
import { RECORD_FIELD, recordFieldSchema } from './translation-record.ts';
import { SECTION_SETS, type SectionSet } from '../../site/shared/section-sets.ts';

/** A front-matter field that names something (an image, a route), with its path for error messages. */
export type NamedField = [field: string, value: string | undefined];

/**
 * The page data a template adds to what every page has: what its folder declares (site/templates/{name}/content.ts),
 * or anything for a template the site does not have (a test's).
 */
export type ContentOf<Name extends string> = Name extends keyof TemplateContents ? TemplateContents[Name] : object;

/** What makes a page an article, for feeds, cards and dev's reloads. */
export interface ArticleFacts {
  published: string;
  updated: string | undefined;
  author: { firstName: string; lastName: string; linkedin?: string | undefined; picture?: string | undefined };
}

/** How the rest of the site treats a template's pages. */
export interface TemplateTraits {
  /** Articles are in feeds and article cards, shared as og:type article, described by an Article in JSON-LD. */
  article: boolean;
  /** The page that lists the articles: a feed links to it and takes its description. */
  listsArticles: boolean;
  /** The JSON-LD its pages carry besides an article's: the site's WebSite and Organization, or a Service. */
  structuredData: 'website' | 'service' | null;
  /** Its pages are also drawn as a PDF brochure (brochures stage), which only a full build redraws. */
  printsBrochure: boolean;
  /** The template of the not-found page (404.md), and of no other page. */
  notFound: boolean;
  /** The set of blocks its pages may hold (site/shared/section-sets.ts): the set its component imports. */
  sections: SectionSet;
}

/** What a template file declares beyond its fields: every part is optional but its content, when it adds some. */
export type TemplateHooks<Matter, Content> = HookParts<Matter> &
  (Record<never, never> extends Content ? Partial<ContentHook<Matter, Content>> : ContentHook<Matter, Content>);

interface ContentHook<Matter, Content> {
  /** What it adds to the page result: its page data, as its folder declares it (site/templates/{name}/content.ts). */
  content(frontMatter: Matter, page: PageTools): Content;
}

interface HookParts<Matter> {
  /** The images its own fields name (the shared fields' are the shared code's). */
  images?(frontMatter: Matter): NamedField[];
  /** The routes its own fields name, checked like every other link. */
  links?(frontMatter: Matter): NamedField[];
  /** Set when its pages are articles. */
  article?(frontMatter: Matter): ArticleFacts;
  traits?: Partial<Omit<TemplateTraits, 'article'>>;
}

/** A template as the shared code sees it: the schema of its front matter, and its hooks over a page's front matter. */
export interface Template<Name extends string = string, Matter = SharedFrontMatter, Content = ContentOf<Name>> {
  name: Name;
  /** The schema of its pages' front matter, made with the kit the first time it is asked for (schema-kit.ts). */
  schemaOf(kit: SchemaKit): z.ZodType<Matter>;
  traits: TemplateTraits;
  imageFields(frontMatter: SharedFrontMatter): NamedField[];
  linkFields(frontMatter: SharedFrontMatter): NamedField[];
  content(frontMatter: SharedFrontMatter, page: PageTools): Content;
  article(frontMatter: SharedFrontMatter): ArticleFacts | null;
}

/** The schema of a template's front matter: the shared fields, its own, and `template` as a literal so the union narrows. */
function frontMatterSchema<Name extends string, Shape extends z.ZodRawShape>(
  { z, sharedFields }: SchemaKit,
  name: Name,
  fields: Shape,
  sections: SectionSet,
) {
  const shown: readonly string[] = SECTION_SETS[sections];
  return z
    .strictObject({ template: z.literal(name), ...sharedFields, [RECORD_FIELD]: recordFieldSchema(z), ...fields })
    .superRefine((matter, context) => {
      // A page's stylesheet holds the rules of its template's set of blocks only (site/shared/section-sets.ts).
      const sections = (matter as { sections: { type: string; id?: string }[] }).sections;
      sections.forEach((block, index) => {
        if (shown.includes(block.type)) return;
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'type'],
          message: `a ${name} page does not show "${block.type}" blocks; it shows ${shown.join(', ')}`,
        });
      });
      // A block id names one block: what a partial override changes (load/partial-override.ts).
      sections.forEach((block, index) => {
        if (block.id === undefined || sections.findIndex((other) => other.id === block.id) === index) return;
        context.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: `is "${block.id}", the id of an earlier block` });
      });
    });
}

/** The front matter of a template named `Name` with its own `Shape` of fields. */
export type FrontMatterOf<Name extends string, Shape extends z.ZodRawShape> = z.infer<ReturnType<typeof frontMatterSchema<Name, Shape>>>;

/** A template's own front-matter fields, made with the kit (the site's schemas and zod). */
export type FieldsOf<Shape extends z.ZodRawShape> = (kit: SchemaKit) => Shape;

/**
 * Declares a template: its name, its own front-matter fields (a zod shape, made with the kit it is given: zod is loaded
 * only by a build that checks a content file) and its hooks. The shared code (load, plan, render, social, dev) asks
 * the result instead of testing template names.
 */
export function defineTemplate<const Name extends string, Shape extends z.ZodRawShape = {}>(
  name: Name,
  fields: FieldsOf<Shape> = () => ({}) as Shape,
  // Its hooks are required when its page data has fields: its `content` hook must fill them.
  ...[hooks]: NoInfer<
    Record<never, never> extends ContentOf<Name>
      ? [hooks?: TemplateHooks<FrontMatterOf<Name, Shape>, ContentOf<Name>>]
      : [hooks: TemplateHooks<FrontMatterOf<Name, Shape>, ContentOf<Name>>]
  >
): Template<Name, FrontMatterOf<Name, Shape>> {
  type Matter = FrontMatterOf<Name, Shape>;
  type Content = ContentOf<Name>;
  // The shared code hands a template only its own pages, whose front matter its schema made: the name is the proof.
  const mine = (frontMatter: SharedFrontMatter): Matter => {
    if (frontMatter.template !== name) throw new Error(`A "${frontMatter.template}" page was given to the "${name}" template`);
    return frontMatter as Matter;
  };
  const { traits = {} } = hooks ?? {};
  const sections = traits.sections ?? 'marketing';
  const schemas = new WeakMap<SchemaKit, z.ZodType<Matter>>();
  return {
    name,
    schemaOf(kit) {
      let schema = schemas.get(kit);
      if (!schema) schemas.set(kit, (schema = frontMatterSchema(kit, name, fields(kit), sections) as unknown as z.ZodType<Matter>));
      return schema;
    },
    traits: {
      listsArticles: false,
      structuredData: null,
      printsBrochure: false,
      notFound: false,
      ...traits,
      sections,
      article: Boolean(hooks?.article),
    },
    imageFields: (frontMatter) => hooks?.images?.(mine(frontMatter)) ?? [],
    linkFields: (frontMatter) => hooks?.links?.(mine(frontMatter)) ?? [],
    // A template with no hook adds nothing (its content type is empty: the hook is required otherwise).
    content: (frontMatter, page) => (hooks?.content?.(mine(frontMatter), page) ?? {}) as Content,
    article: (frontMatter) => hooks?.article?.(mine(frontMatter)) ?? null,
  };
}
