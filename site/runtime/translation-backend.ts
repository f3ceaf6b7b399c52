import type { BackendModule, ReadCallback } from 'i18next';

/**
 * i18next backend reading `/locales/{language}/{namespace}.json`. It only reports failures: i18next itself
 * retries (5 times, doubling from 350 ms: SPEC §9). Languages without a catalogue (a regional locale with no
 * overrides, known from the page's preload links) resolve to an empty one without a request.
 */
export function createTranslationBackend(available: Map<string, string>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = namespace === 'translation' ? available.get(language) : `/locales/${language}/${namespace}.json`;
      if (!url) {
        callback(null, {});
        return;
      }
      fetch(url)
        .then(async (response) => {
          if (response.status === 404) return callback(null, {});
          if (!response.ok) return callback(new Error(`${url} answered ${response.status}`), true);
          callback(null, await response.json());
        })
        .catch((error: unknown) => callback(error as Error, true));
    },
  };
}
