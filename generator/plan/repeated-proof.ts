import { siteError, type SiteError } from '../errors/site-error.ts';
import type { ContentOutcome } from '../load/parse-outcome.ts';
import type { AuthoredOutcome } from '../templates/block-schema.ts';
import type { PlannedPage } from './create-route-table.ts';
import type { OutcomeTable } from './outcome-table.ts';
import { sectionReferences } from './section-references.ts';

/** The most pages a piece of proof may be shown on: its service's and its industry's (docs/design.md, "Page anatomy"). */
export const PROOF_PAGES = 2;

type Figure = AuthoredOutcome['figures'][number];

/** One place a page shows a client outcome, a figure or a quote. */
interface Sighting {
  kind: 'outcome' | 'figure' | 'quote';
  /** What makes two sightings the same proof (normalised). */
  key: string;
  /** How the message names it. */
  name: string;
  page: PlannedPage;
  /** The front-matter field of the page that shows it. */
  field: string;
  /** The outcome it is part of, when it is an outcome's figure or quote. */
  outcome?: string;
  /** Shown by the home page's featured outcome, which may be a third place. */
  featured: boolean;
}

/**
 * Proof shown on more than two pages of a locale (pure): a client outcome (by id, in `outcomes` sections and as
 * a card's `outcome`), a figure (in `figures` sections, in the outcomes a page shows, and as an outcome card's
 * headline figure) or a quote (in `quote` sections and in the outcomes a page shows). The home page's featured
 * outcome, the first of its first `outcomes` section, may be shown on the home page besides two other pages,
 * with its figures and quote. One error per piece of proof and set of pages, naming every locale that shows them.
 */
export function repeatedProof(pages: PlannedPage[], outcomes: OutcomeTable): SiteError[] {
  const reports = new Map<string, { sightings: Sighting[]; locales: string[] }>();
  const locales = [...new Set(pages.map((page) => page.locale.code))];
  for (const code of locales) {
    const byKey = new Map<string, Map<PlannedPage, Sighting[]>>();
    for (const page of pages.filter((candidate) => candidate.locale.code === code)) {
      for (const sighting of sightingsOf(page, outcomes.get(code) ?? new Map())) {
        const id = `${sighting.kind} ${sighting.key}`;
        const perPage = byKey.get(id) ?? new Map<PlannedPage, Sighting[]>();
        byKey.set(id, perPage.set(page, [...(perPage.get(page) ?? []), sighting]));
      }
    }
    for (const [id, perPage] of byKey) {
      // A page counts where it shows the proof otherwise than as part of the home page's featured outcome.
      const counted = [...perPage.values()].flatMap((list) => list.find((sighting) => !sighting.featured) ?? []);
      if (counted.length <= PROOF_PAGES) continue;
      // Shown only as part of one outcome: the outcome's own report says it.
      const via = new Set(counted.map((sighting) => sighting.outcome));
      if (counted[0]!.kind !== 'outcome' && via.size === 1 && !via.has(undefined)) continue;
      const signature = `${id}\n${counted.map((sighting) => `${sighting.page.content.file}#${sighting.field}`).join('\n')}`;
      const report = reports.get(signature);
      if (report) report.locales.push(code);
      else reports.set(signature, { sightings: counted, locales: [code] });
    }
  }
  return [...reports.values()].map(({ sightings, locales: where }) => {
    const [first, last] = [sightings[0]!, sightings.at(-1)!];
    const place = (sighting: Sighting) => {
      const line = sighting.page.content.lineOf(sighting.field);
      const via = sighting.outcome ? ` (outcome ${sighting.outcome})` : '';
      return `${sighting.page.content.file}${line ? `:${line}` : ''}${via}`;
    };
    return siteError(
      'RepeatedProof',
      { what: first.name, count: sightings.length, locales: where.join(', '), places: sightings.map(place).join(', ') },
      { file: last.page.content.file, field: last.field, line: last.page.content.lineOf(last.field) },
    );
  });
}

/** The outcomes, figures and quotes one page shows, in the order of its sections. */
function sightingsOf(page: PlannedPage, outcomes: Map<string, ContentOutcome>): Sighting[] {
  const { sections, template } = page.content.frontMatter;
  const firstOutcomes = sections.findIndex((block) => block.type === 'outcomes');
  const featuredField = template === 'home' && firstOutcomes >= 0 ? `sections.${firstOutcomes}.items.0` : null;
  const found: Sighting[] = [];
  sections.forEach((block, index) => {
    if (block.type === 'figures') {
      block.items.forEach((figure, position) => found.push(figureSighting(figure, page, `sections.${index}.items.${position}.value`)));
    } else if (block.type === 'quote') {
      found.push(quoteSighting(block.text, page, `sections.${index}.text`));
    }
  });
  for (const [field, id] of sectionReferences(sections).outcomes) {
    const featured = field === featuredField;
    found.push({ kind: 'outcome', key: id, name: `The client outcome "${id}"`, page, field, featured });
    const outcome = outcomes.get(id)?.outcome;
    if (!outcome) continue;
    // A card shows its outcome's headline figure; an outcomes section the whole outcome.
    const isCard = field.endsWith('.outcome');
    for (const figure of isCard ? outcome.figures.slice(0, 1) : outcome.figures) {
      found.push({ ...figureSighting(figure, page, field), outcome: id, featured });
    }
    if (outcome.quote && !isCard) found.push({ ...quoteSighting(outcome.quote.text, page, field), outcome: id, featured });
  }
  return found;
}

function figureSighting(figure: Figure, page: PlannedPage, field: string): Sighting {
  const key = `${normalise(figure.value).replace(/\s/g, '')} ${labelStart(figure.label)}`;
  return { kind: 'figure', key, name: `The figure "${figure.value}" (${shorten(figure.label)})`, page, field, featured: false };
}

function quoteSighting(text: string, page: PlannedPage, field: string): Sighting {
  return { kind: 'quote', key: normalise(text), name: `The quote "${shorten(text)}"`, page, field, featured: false };
}

/** Case, spaces (no-break ones too) and apostrophes set aside: the same words are the same text. */
function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/** What a figure measured, as its label's first three words: a label reworded further on is still the same figure. */
export function labelStart(label: string): string {
  return normalise(label)
    .split(/[^\p{L}\p{N}%]+/u)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text;
}
