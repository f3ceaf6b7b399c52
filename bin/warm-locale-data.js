// Loads ICU's data for the site's locales on the main thread while a build starts in a thread of its own. Written in
// JavaScript, like bin/site.js, which calls it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes, once, each of the site's locales' formats that a build uses: dates and times (plan/offices.ts,
 * render/build-page-result.ts), country names (offices) and its likely region (social/social-tags.ts).
 * ICU loads a locale's data once per process, so a thread that asks for them afterwards finds them loaded: measured
 * on Node 24, 15 locales took a thread 24-34 ms, and 4 ms after another thread had made them. The main thread is
 * idle while the build thread loads the generator (about 90 ms), and the build asks for them only after that.
 *
 * The config is read as JSON only for its locale codes; one that cannot be read or has no locales is left for the
 * build to report, and a code ICU refuses is skipped.
 */
export function warmLocaleData(root) {
  let codes;
  try {
    const config = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
    codes = config.locales.map((locale) => locale.code).filter((code) => typeof code === 'string');
  } catch {
    return [];
  }
  const warmed = [];
  for (const code of codes) {
    try {
      new Intl.DateTimeFormat(code, { timeStyle: 'short', timeZone: 'UTC' }).format(0);
      new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
      new Intl.DisplayNames([code], { type: 'region' }).of('FR');
      new Intl.Locale(code).maximize();
      warmed.push(code);
    } catch {
      // Not a locale ICU knows: the build says so where it matters.
    }
  }
  return warmed;
}
