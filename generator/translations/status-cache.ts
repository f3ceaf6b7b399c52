import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { compiledCodeVersion } from '../cache/code-version.ts';
import { fingerprintSources } from '../shared/sources-fingerprint.mjs';
import type { TranslationStatus } from './translation-status.ts';

// The status a build computed, kept with a fingerprint of content/ and locales/ that a warm build checks by a `stat` of
// each file and folder (shared/sources-fingerprint.mjs): reading and hashing every file and string again took 10-90 ms
// of a warm build of 1.3 s on this machine, over the 5 % the step may cost. Kept for one version of the generator's
// code and one list of locales, both of which the status depends on.

const STATUS = 'translation-status.json';
const STAMP = 'translation-status.stamp';

/** The status kept for the files as they are, else `compute`'s, kept for the next build. */
export async function cachedTranslationStatus(
  root: string,
  config: { defaultLocale: string; locales: LocaleInfo[] },
  cacheDir: string,
  compute: () => Promise<TranslationStatus>,
): Promise<TranslationStatus> {
  const codeVersion = compiledCodeVersion();
  if (!codeVersion) return compute();
  const fingerprint = fingerprintSources({
    groups: [{ dir: root, folders: ['content', 'locales'], keep: (name) => name.endsWith('.md') || name.endsWith('.json') }],
    salt: JSON.stringify([codeVersion, config.defaultLocale, config.locales]),
    stamp: join(cacheDir, STAMP),
  });
  const kept = await readFile(join(cacheDir, STATUS), 'utf8')
    .then((text) => JSON.parse(text) as { fingerprint: string; status: TranslationStatus })
    .catch(() => null);
  if (kept?.fingerprint === fingerprint) return kept.status;
  const status = await compute();
  await writeFile(join(cacheDir, STATUS), JSON.stringify({ fingerprint, status })).catch(() => undefined);
  return status;
}
