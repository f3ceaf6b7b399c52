// Every cookie, storage key, cache and database the site, its runtime, its service worker and its analytics create
// in a visitor's browser: the one list the privacy page's table is written from, in every locale, and the list a
// browser test holds the site to (tests/browser/storage-disclosure.spec.ts fails on anything else, and on anything
// but a strictly necessary item before consent). Pure: names, purposes (catalogue keys), categories and lifetimes.
import { CONTACT_FORMS } from './contact-rules.ts';
import { LANGUAGE_COOKIE_DAYS } from './locales.ts';
import {
  CACHE_NAMES,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  SCROLL_KEY,
  VISIT_STAMP_COOKIE,
  VISIT_STAMP_HOURS,
  WORKER_RELOAD_KEY,
} from './storage-names.ts';

/**
 * - `necessary`: what the site needs to do what the visitor asked (remember a choice they made, send a form, open a
 *   page again offline); set without consent, and holds no identifier.
 * - `analytics`: set only after the visitor consents to analytics.
 */
export type StorageCategory = 'necessary' | 'analytics';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'cacheStorage' | 'indexedDB';

export type StorageLifetime = { days: number } | { hours: number } | 'session' | 'untilCleared' | 'untilNextBuild';

export interface StorageItem {
  /** Its purpose is the catalogue's `storage.items.{id}`. */
  id: string;
  kind: StorageKind;
  /** As the privacy page shows it: `lang-{locale}`. */
  name: string;
  /** The names a browser holds for it. */
  matches: RegExp;
  category: StorageCategory;
  lifetime: StorageLifetime;
}

const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export const STORAGE_ITEMS: readonly StorageItem[] = [
  {
    id: 'consent',
    kind: 'cookie',
    name: CONSENT_COOKIE,
    matches: exactly(CONSENT_COOKIE),
    category: 'necessary',
    lifetime: { days: CONSENT_DAYS },
  },
  {
    id: 'language',
    kind: 'cookie',
    name: 'lang-{locale}',
    matches: /^lang-[a-z]{2}(-[a-z]{2})?$/,
    category: 'necessary',
    lifetime: { days: LANGUAGE_COOKIE_DAYS },
  },
  {
    id: 'visitStamp',
    kind: 'cookie',
    name: `${VISIT_STAMP_COOKIE}-{form}`,
    matches: new RegExp(`^${VISIT_STAMP_COOKIE}-(${CONTACT_FORMS.join('|')})$`),
    category: 'necessary',
    lifetime: { hours: VISIT_STAMP_HOURS },
  },
  { id: 'scroll', kind: 'sessionStorage', name: SCROLL_KEY, matches: exactly(SCROLL_KEY), category: 'necessary', lifetime: 'session' },
  {
    id: 'workerReload',
    kind: 'sessionStorage',
    name: WORKER_RELOAD_KEY,
    matches: exactly(WORKER_RELOAD_KEY),
    category: 'necessary',
    lifetime: 'session',
  },
  {
    id: 'precache',
    kind: 'cacheStorage',
    name: 'workbox-precache-v2-{site}',
    matches: /^workbox-precache-v2-/,
    category: 'necessary',
    lifetime: 'untilNextBuild',
  },
  {
    id: 'assetCache',
    kind: 'cacheStorage',
    name: CACHE_NAMES.assets,
    matches: exactly(CACHE_NAMES.assets),
    category: 'necessary',
    lifetime: 'untilCleared',
  },
  {
    id: 'pageCache',
    kind: 'cacheStorage',
    name: CACHE_NAMES.pages,
    matches: exactly(CACHE_NAMES.pages),
    category: 'necessary',
    lifetime: 'untilCleared',
  },
  {
    id: 'cacheDates',
    kind: 'indexedDB',
    name: 'workbox-expiration',
    matches: exactly('workbox-expiration'),
    category: 'necessary',
    lifetime: 'untilCleared',
  },
  {
    id: 'anonymousId',
    kind: 'cookie',
    name: 'ajs_anonymous_id',
    matches: exactly('ajs_anonymous_id'),
    category: 'analytics',
    lifetime: { days: 365 },
  },
  { id: 'userId', kind: 'cookie', name: 'ajs_user_id', matches: exactly('ajs_user_id'), category: 'analytics', lifetime: { days: 365 } },
  { id: 'groupId', kind: 'cookie', name: 'ajs_group_id', matches: exactly('ajs_group_id'), category: 'analytics', lifetime: { days: 365 } },
  {
    id: 'anonymousIdCopy',
    kind: 'localStorage',
    name: 'ajs_anonymous_id',
    matches: exactly('ajs_anonymous_id'),
    category: 'analytics',
    lifetime: 'untilCleared',
  },
  {
    id: 'userIdCopy',
    kind: 'localStorage',
    name: 'ajs_user_id',
    matches: exactly('ajs_user_id'),
    category: 'analytics',
    lifetime: 'untilCleared',
  },
  {
    id: 'groupIdCopy',
    kind: 'localStorage',
    name: 'ajs_group_id',
    matches: exactly('ajs_group_id'),
    category: 'analytics',
    lifetime: 'untilCleared',
  },
  {
    id: 'userTraits',
    kind: 'localStorage',
    name: 'ajs_user_traits',
    matches: exactly('ajs_user_traits'),
    category: 'analytics',
    lifetime: 'untilCleared',
  },
  {
    id: 'groupProperties',
    kind: 'localStorage',
    name: 'ajs_group_properties',
    matches: exactly('ajs_group_properties'),
    category: 'analytics',
    lifetime: 'untilCleared',
  },
];

/** The item a name of that kind belongs to, or undefined when the list does not name it. */
export function storageItemOf(kind: StorageKind, name: string): StorageItem | undefined {
  return STORAGE_ITEMS.find((item) => item.kind === kind && item.matches.test(name));
}
