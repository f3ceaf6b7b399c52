import { createTranslator, type Catalogue, type Translate } from '../shared/translator.ts';

/** SPEC §9: a catalogue that fails to load is tried again up to 5 times, waiting 350 ms, then twice as long each time. */
export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_FIRST_DELAY_MS = 350;

export interface TranslationLoadOptions {
  fetcher?: typeof fetch;
  delay?: (attempt: number) => number;
}

/**
 * The browser's translate function for a locale: one catalogue per language of `chain`, read from the URLs
 * the page preloads (`available`). A language the page names no catalogue for (a regional locale without
 * overrides) or one that answers 404 reads as empty; one that keeps failing is reported and reads as empty,
 * so the page still works with the strings it has.
 */
export async function loadTranslator(
  chain: readonly string[],
  available: ReadonlyMap<string, string>,
  options: TranslationLoadOptions = {},
): Promise<Translate> {
  const catalogues = await Promise.all(chain.map((language) => loadCatalogue(available.get(language), options)));
  return createTranslator(catalogues);
}

async function loadCatalogue(url: string | undefined, options: TranslationLoadOptions): Promise<Catalogue> {
  if (!url) return {};
  const fetcher = options.fetcher ?? fetch;
  const delay = options.delay ?? ((attempt) => TRANSLATION_FIRST_DELAY_MS * 2 ** attempt);
  let failure = '';
  for (let attempt = 0; attempt <= TRANSLATION_RETRIES; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delay(attempt - 1)));
    try {
      const response = await fetcher(url);
      if (response.status === 404) return {};
      if (response.ok) return (await response.json()) as Catalogue;
      failure = `${url} answered ${response.status}`;
    } catch (error) {
      failure = `${url}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  console.error(`Translations could not be loaded (${failure}); the page shows the strings it has.`);
  return {};
}
