import type { SiteConfig } from '../config/config-schema.ts';
import { siteError, throwIfAny, type SiteError } from '../errors/site-error.ts';
import type { OutputFile } from '../shared/output-file.ts';
import { readTranslationInputs } from './read-translation-inputs.ts';
import { cachedTranslationStatus } from './status-cache.ts';
import { summariseStatus } from './status-report.ts';
import { computeTranslationStatus, routeOfPath, type TranslationStatus } from './translation-status.ts';

/** What the build's translations step found, and the file a development build adds for the dev notice. */
export interface TranslationCheck {
  status: TranslationStatus;
  files: OutputFile[];
}

/** Where a development build lists its stale pages (generator/dev/reload-channel.ts shows a notice on them). */
export const STALE_PAGES_PATH = '__dev/stale-translations.json';

/**
 * The build's translations step: the status of every translation (its summary is the stage's line), failing the
 * build for the locales `translations.failOnStale` and `failOnMissing` name. A stale page is published all the same
 * (visitors get the text last reviewed); a development build lists stale pages for `dev`'s notice instead of failing.
 */
export async function checkTranslations(
  root: string,
  config: SiteConfig,
  cacheDir: string,
  mode: 'production' | 'development',
): Promise<TranslationCheck> {
  const compute = async () => computeTranslationStatus(await readTranslationInputs(root, config, cacheDir));
  const status = await cachedTranslationStatus(root, config, cacheDir, compute);
  if (mode === 'development') return { status, files: [{ path: STALE_PAGES_PATH, contents: JSON.stringify(stalePages(status)) }] };
  throwIfAny(translationFailures(status, config.translations));
  return { status, files: [] };
}

export function describeTranslationCheck(check: TranslationCheck): string {
  return summariseStatus(check.status);
}

/** The errors the config asks for (pure): one per stale or missing unit of the locales it names. */
export function translationFailures(status: TranslationStatus, rules: SiteConfig['translations']): SiteError[] {
  const applies = (codes: string[], locale: string) => codes.includes('*') || codes.includes(locale);
  const chosen = (state: string, locale: string) =>
    (state === 'stale' && applies(rules.failOnStale, locale)) || (state === 'missing' && applies(rules.failOnMissing, locale));
  const error = (state: string, values: { locale: string; what: string; source: string }, location: object) =>
    state === 'stale' ? siteError('StaleTranslation', values, location) : siteError('UntranslatedText', values, location);
  return [
    ...status.pages
      .filter((page) => page.state && chosen(page.state, page.locale))
      .map((page) => {
        const values = { locale: page.locale, what: routeOfPath(page.path), source: page.sourceFile ?? '' };
        const file = page.file ?? `content/${page.locale}/${page.path}`;
        return error(page.state!, values, {
          file,
          line: page.file ? page.line : undefined,
          field: page.file ? 'translatedFrom' : undefined,
        });
      }),
    ...status.strings
      .filter((string) => chosen(string.state, string.locale))
      .map((string) =>
        error(
          string.state,
          { locale: string.locale, what: `the string "${string.key}"`, source: string.sourceFile },
          { file: string.file, line: string.state === 'missing' ? undefined : string.line, field: string.key },
        ),
      ),
  ];
}

/**
 * The pages of the site whose text is stale (pure): a stale translation in its own locale and in every locale that
 * shows it along its fallback chain (fr-be shows fr's pages). Client outcomes and not-found pages have no route.
 */
export function stalePages(status: TranslationStatus): { url: string; file: string; source: string }[] {
  const stale = new Map(status.pages.filter((page) => page.state === 'stale').map((page) => [page.file!, page.sourceFile!]));
  return status.pages
    .filter((page) => page.file && stale.has(page.file) && routeOfPath(page.path).startsWith('/'))
    .map((page) => ({ url: `/${page.locale}${routeOfPath(page.path)}`, file: page.file!, source: stale.get(page.file!)! }));
}
