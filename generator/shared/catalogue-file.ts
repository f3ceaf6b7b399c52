import { createHash } from 'node:crypto';
import type { Catalogue } from '../../site/shared/translator.ts';

/** A translation catalogue as the site serves it. */
export interface CatalogueFile {
  /** Where it is written, from the output folder: `locales/{code}/{namespace}.json`. */
  path: string;
  contents: string;
  /**
   * The address pages load it from: its path with a version drawn from its contents (`?v=`). The file keeps its
   * name, but a page asks for the catalogue it was built with, so no cache (the browser's, a service worker's
   * precache from an earlier deploy) can hand it another build's strings, which would not match its HTML.
   */
  href: string;
}

/** The file and address of one catalogue (pure). */
export function catalogueFile(code: string, namespace: string, catalogue: Catalogue): CatalogueFile {
  const path = `locales/${code}/${namespace}.json`;
  const { contents, version } = serialised(catalogue);
  return { path, contents, href: `/${path}?v=${version}` };
}

// Each catalogue's JSON and version, made once: every locale whose pages read a catalogue names it (the language's
// catalogue, for each of its regional locales), and the files are written from the same objects.
const serialisedCatalogues = new WeakMap<Catalogue, { contents: string; version: string }>();

function serialised(catalogue: Catalogue): { contents: string; version: string } {
  let made = serialisedCatalogues.get(catalogue);
  if (!made) {
    const contents = JSON.stringify(catalogue);
    made = { contents, version: createHash('sha256').update(contents).digest('hex').slice(0, 12) };
    serialisedCatalogues.set(catalogue, made);
  }
  return made;
}
