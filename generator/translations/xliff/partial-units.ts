import type { TranslationUnit } from './translation-units.ts';

type Block = Record<string, unknown>;

/**
 * The units a partial override translates (pure): of its source's units, those under what it gives (a field, a field
 * of a block it names by id, the body), each placed where the override writes it — a block's fields at the
 * override's own index of the block. Ids stay the source's, so import finds each unit as export wrote it.
 */
export function partialUnits(
  units: TranslationUnit[],
  source: Record<string, unknown>,
  own: Record<string, unknown>,
  ownBody: string,
): TranslationUnit[] {
  const sourceBlocks = Array.isArray(source.sections) ? (source.sections as Block[]) : [];
  const ownBlocks = Array.isArray(own.sections) ? (own.sections as Block[]) : [];
  return units.flatMap((unit): TranslationUnit[] => {
    if ('block' in unit.place) return ownBody.trim() ? [unit] : [];
    const [head, index, key, ...rest] = unit.place.field;
    if (head !== 'sections') return head !== undefined && Object.hasOwn(own, head) ? [unit] : [];
    const id = sourceBlocks[Number(index)]?.id;
    const at = ownBlocks.findIndex((block) => block?.id === id);
    if (typeof id !== 'string' || at === -1 || typeof key !== 'string' || !Object.hasOwn(ownBlocks[at]!, key)) return [];
    return [{ ...unit, place: { field: ['sections', at, key, ...rest] } }];
  });
}
