// What each page of an output was rendered from, so that the next build of that output renders only the pages whose
// inputs changed and takes the others' HTML from the output it replaces (render-pages.ts). A page's key is a hash of
// everything its HTML depends on: its job (page data, files, head tags), its locale's site data, catalogues and
// document parts (the cookie banner, the same on every page of a locale, is made from those), the server bundle, the
// client bundle's hash and the generator's code. The record holds, per HTML file, that key and what the file was on
// disk when the output was swapped in (inode, size, modification time): a file that has changed since (another
// build wrote the output, someone edited it) is not what the key says, and is rendered again.
//
// Kept in the cache with what it keeps of the output folder (cache/output-cache.ts), one record per output folder.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BundleResult } from '../bundle/bundle-site.ts';
import { compiledCodeVersion } from '../cache/code-version.ts';
import { outputCacheOf } from '../cache/output-cache.ts';

/** A file as it was on disk: what says it is still the file a key was recorded for. */
type FileStamp = [inode: number, size: number, modified: number];

/** The keys a build rendered its pages with, by HTML file; and where their files are. */
export interface RenderKeys {
  /** What every key starts from: the generator's code and the bundles. */
  version: string;
  keys: Map<string, string>;
}

/** The pages of an output that can be taken as they are, by HTML file, if their key is the one given. */
export interface PreviousRender {
  /** The output folder the files are in. */
  outDir: string;
  /** The key the file at this path was rendered with, where the file is still as it was written. */
  keyOf(htmlFile: string): string | undefined;
}

interface StoredRecord {
  version: string;
  pages: Record<string, [key: string, ...FileStamp]>;
}

/** The record's file for the output folder `outDir`. */
export function renderRecordOf(cacheDir: string, outDir: string): string {
  return `${outputCacheOf(cacheDir, outDir)}.pages.json`;
}

/**
 * The output's record, read: null where there is none, it is unreadable, or it was made with another version (a
 * different generator or bundle renders every page anew anyway).
 */
export function readRenderRecord(recordFile: string, outDir: string, version: string): PreviousRender | null {
  let stored: StoredRecord;
  try {
    stored = JSON.parse(readFileSync(recordFile, 'utf8')) as StoredRecord;
  } catch {
    return null;
  }
  if (stored.version !== version || typeof stored.pages !== 'object' || stored.pages === null) return null;
  return {
    outDir,
    keyOf(htmlFile) {
      const entry = stored.pages[htmlFile];
      if (!Array.isArray(entry)) return undefined;
      const [key, ...stamp] = entry;
      return sameStamp(stampOf(join(outDir, htmlFile)), stamp) ? key : undefined;
    },
  };
}

/**
 * Writes the record of `outDir` just swapped in: each page's key with its file as it is now. Written under another
 * name and renamed, so a build that stops halfway leaves the old record or the new one, never half of one. Never
 * throws: the output is in place already, and a record that cannot be written (a full disk, a read-only cache) only
 * means the next build renders more; the old one, if left, names files as they were then, which no longer match.
 */
export function writeRenderRecord(recordFile: string, outDir: string, rendered: RenderKeys): void {
  const partial = `${recordFile}.${process.pid}`;
  try {
    const pages: StoredRecord['pages'] = {};
    for (const [htmlFile, key] of rendered.keys) {
      const stamp = stampOf(join(outDir, htmlFile));
      if (stamp) pages[htmlFile] = [key, ...stamp];
    }
    mkdirSync(dirname(recordFile), { recursive: true });
    writeFileSync(partial, JSON.stringify({ version: rendered.version, pages } satisfies StoredRecord));
    renameSync(partial, recordFile);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Not there to remove: its folder could not be made.
    }
  }
}

/**
 * What every page's render key starts from (render-record.ts): the generator's compiled code, the server bundle (its
 * folder is named by a hash of the site's sources and lockfile) and the client bundle's hash. Null where the generator
 * runs from its sources: nothing names its code then, and every page is rendered.
 */
export function renderVersionOf(bundle: Pick<BundleResult, 'serverEntry' | 'hash'>): string | null {
  const code = compiledCodeVersion();
  return code ? renderKey(code, bundle.serverEntry, bundle.hash) : null;
}

/** A hash of `parts`, each told apart from the next. */
export function renderKey(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(String(part.length)).update(':').update(part);
  return hash.digest('base64url').slice(0, 22);
}

function stampOf(file: string): FileStamp | null {
  const stats = lstatSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? [stats.ino, stats.size, stats.mtimeMs] : null;
}

function sameStamp(now: FileStamp | null, recorded: unknown[]): boolean {
  return now !== null && recorded.length === now.length && now.every((value, index) => value === recorded[index]);
}
