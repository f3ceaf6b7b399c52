import type { AuthoredBlock } from '../templates/block-schema.ts';

/** A value a page's sections name, with the dotted path of the field that names it. */
export type FieldReference = [field: string, value: string];

/** The links (routes, mail, URLs) and the outcome ids a page's sections name (pure). */
export function sectionReferences(sections: AuthoredBlock[]): { links: FieldReference[]; outcomes: FieldReference[] } {
  const links: FieldReference[] = [];
  const outcomes: FieldReference[] = [];
  sections.forEach((block, index) => {
    const at = `sections.${index}`;
    switch (block.type) {
      case 'cards':
        block.items.forEach((item, position) => {
          if (typeof item === 'string') return links.push([`${at}.items.${position}`, item]);
          links.push([`${at}.items.${position}.page`, item.page]);
          if (item.outcome) outcomes.push([`${at}.items.${position}.outcome`, item.outcome]);
        });
        break;
      case 'outcomes':
        block.items.forEach((id, position) => outcomes.push([`${at}.items.${position}`, id]));
        break;
      case 'cta':
        links.push([`${at}.action.href`, block.action.href]);
        if (block.secondary) links.push([`${at}.secondary.href`, block.secondary.href]);
        break;
      default:
        break;
    }
  });
  return { links, outcomes };
}
