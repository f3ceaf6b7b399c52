import type { Action, Block, CallToActionBlock } from '../../site/shared/blocks.ts';
import type { TreeNode } from '../../site/shared/page-data.ts';

/** Words the PDF prints around the content, in the brochure's language (locales/ translations). */
export interface BrochureLabels {
  kicker: string;
  contents: string;
  online: string;
  contact: string;
  outcome: { kicker: string; situation: string; approach: string; result: string; timeframe: string };
  /** A quotation in the language's marks, with `{{text}}` to fill in: “…” or « … ». */
  quotation: string;
  /** A quote's attribution with `{{role}}` and `{{sector}}` to fill in. */
  attribution: string;
  /** The site's closing call to action, for brochures whose sections do not end with one. */
  closing: CallToActionBlock;
}

/** Who to write to: the office that serves the brochure's locale. */
export interface BrochureContact {
  city: string;
  email: string;
  telephone: string;
  /** One line, as its country writes it. */
  address: string;
  /** Opening hours, in the brochure's language. */
  hours: string;
}

/** Everything one brochure PDF is typeset from; with the art and fonts, nothing else changes the file. */
export interface BrochureContent {
  /** BCP 47 tag of the text, e.g. `fr` or `en-GB`. */
  language: string;
  siteName: string;
  legalName: string;
  /** The cover's title (the lead's title) and the PDF's title. */
  title: string;
  /** The PDF's subject: the page's description. */
  description: string;
  subtitle: string | null;
  /** The brochure page's designed modules, resolved (outcome ids are outcomes). */
  sections: Block[];
  /** The page's markdown body. */
  body: TreeNode[];
  /** The brochure page's public URL, printed on the back cover. */
  pageUrl: string;
  /** The site's origin and the locale folder, to make content links absolute. */
  siteUrl: string;
  locale: string;
  contact: BrochureContact;
  labels: BrochureLabels;
}

/** The default call to action of site/blocks/section-list.tsx, with the same routes. */
export function defaultClosing(t: (key: string) => string): CallToActionBlock {
  const action: Action = { label: t('blocks.cta.action'), href: '/contact/business/' };
  return {
    type: 'cta',
    title: t('blocks.cta.title'),
    text: [t('blocks.cta.text')],
    action,
    secondary: { label: t('blocks.cta.secondary'), href: '/audit/' },
  };
}
