import i18next, { type BackendModule, type i18n, type InitOptions, type Resource } from 'i18next';
import { LAST_RESORT_LANGUAGE } from './shared/locales.ts';

export const DEFAULT_NAMESPACE = 'translation';

/**
 * A fresh i18next instance for one locale. `chain` is the locale's fallback chain (fr-ca → fr);
 * i18next then falls back to `dev` (SPEC §9). With `resources` given, it is ready synchronously.
 */
export function createI18n(chain: string[], resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...options(chain), resources, initAsync: false });
  return instance;
}

/**
 * The browser's instance: namespaces come from `backend` as the page needs them; i18next retries a failed
 * load 5 times, doubling the wait from 350 ms (its defaults, SPEC §9, stated here so they stay put).
 */
export async function createLoadingI18n(chain: string[], backend: BackendModule): Promise<i18n> {
  const instance = i18next.createInstance().use(backend);
  await instance.init({ ...options(chain), backend: {}, maxRetries: 5, retryTimeout: 350 } as InitOptions);
  return instance;
}

function options(chain: string[]): InitOptions {
  const [language, ...fallbacks] = chain;
  return {
    lng: language,
    fallbackLng: [...fallbacks, LAST_RESORT_LANGUAGE],
    supportedLngs: false,
    // Our locale codes and catalogue folders are lower case (fr-ca); without this i18next looks up "fr-CA" and misses them.
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
