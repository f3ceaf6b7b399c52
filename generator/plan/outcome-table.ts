import { fallbackChain, isBaseLocale, type LocaleInfo } from '../../site/shared/locales.ts';
import { siteError, type SiteError } from '../errors/site-error.ts';
import type { ContentOutcome } from '../load/parse-outcome.ts';

/** Locale code → outcome id → the outcome that locale shows (its own wording, else its fallbacks'). */
export type OutcomeTable = Map<string, Map<string, ContentOutcome>>;

/**
 * Resolves every outcome for every locale through its fallback chain (pure), checking that each base
 * language has every outcome, that regional files override an existing one, and that industries exist.
 */
export function createOutcomeTable(
  locales: LocaleInfo[],
  outcomes: ContentOutcome[],
  routes: Set<string>,
): { table: OutcomeTable; errors: SiteError[] } {
  const errors: SiteError[] = [];
  const codes = locales.map((locale) => locale.code);
  const byFolder = new Map<string, Map<string, ContentOutcome>>();
  for (const outcome of outcomes) {
    if (!codes.includes(outcome.folder)) {
      errors.push(siteError('UnknownContentFolder', { folder: outcome.folder, known: codes.join(', ') }, { file: outcome.file }));
      continue;
    }
    const folder = byFolder.get(outcome.folder) ?? new Map<string, ContentOutcome>();
    byFolder.set(outcome.folder, folder.set(outcome.id, outcome));
    if (!routes.has(outcome.outcome.industry)) {
      errors.push(
        siteError(
          'BrokenLink',
          { href: outcome.outcome.industry },
          { file: outcome.file, field: 'industry', line: outcome.lineOf('industry') },
        ),
      );
    }
  }
  const baseLanguages = locales.filter(isBaseLocale).map((locale) => locale.code);
  const ids = new Set(baseLanguages.flatMap((language) => [...(byFolder.get(language)?.keys() ?? [])]));
  for (const language of baseLanguages) {
    for (const id of ids) {
      if (byFolder.get(language)?.has(id)) continue;
      errors.push(siteError('MissingOutcome', { id, language }, { file: `content/${language}/outcomes/${id}.md` }));
    }
  }
  for (const locale of locales.filter((locale) => !isBaseLocale(locale))) {
    for (const [id, outcome] of byFolder.get(locale.code) ?? []) {
      if (!ids.has(id))
        errors.push(siteError('OrphanOutcome', { id, locale: locale.code, language: locale.language }, { file: outcome.file }));
    }
  }
  const table: OutcomeTable = new Map(
    locales.map((locale) => {
      const chain = fallbackChain(locale);
      const resolved = [...ids].flatMap((id) => {
        const outcome = chain.map((code) => byFolder.get(code)?.get(id)).find(Boolean);
        return outcome ? [[id, outcome] as const] : [];
      });
      return [locale.code, new Map(resolved)];
    }),
  );
  return { table, errors };
}
