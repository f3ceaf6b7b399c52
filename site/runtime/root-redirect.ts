// Inlined into /index.html: sends a visitor without a locale to one (SPEC §2) before anything paints.
// The locale list and default come from attributes on <html>, so this script (and its CSP hash) never changes.
import { languageCookie, matchLocale } from '../shared/locales.ts';

const root = document.documentElement;
const codes = (root.dataset.locales ?? '').split(',');
const locale = matchLocale(codes, {
  cookie: document.cookie,
  browserLanguages: navigator.languages ?? [navigator.language],
  defaultLocale: root.dataset.defaultLocale ?? 'en',
});
document.cookie = languageCookie(locale);
location.replace(`/${locale}/${location.search}${location.hash}`);
