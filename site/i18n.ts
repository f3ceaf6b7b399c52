import i18next, { type i18n, type Resource } from 'i18next';
import { LAST_RESORT_LANGUAGE } from './shared/locales.ts';

export const DEFAULT_NAMESPACE = 'translation';

/**
 * A fresh i18next instance for one locale. `chain` is the locale's fallback chain (fr-ca → fr);
 * i18next then falls back to `dev` (SPEC §9). With `resources` given, it is ready synchronously.
 */
export function createI18n(chain: string[], resources: Resource): i18n {
  const [language, ...fallbacks] = chain;
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: [...fallbacks, LAST_RESORT_LANGUAGE],
    supportedLngs: false,
    load: 'currentOnly',
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
