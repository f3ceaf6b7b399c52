// Writing a build's files into its new output folder, synchronously: by the thread that writes the build's files
// (output-writer.ts), by render threads for their pages (render-thread-pages.ts), and for dev's re-rendered pages.
import {
  closeSync,
  constants,
  copyFileSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { OutputFile } from '../shared/output-file.ts';
import { documentBytes } from '../shared/document-bytes.ts';
import type { PageDocument } from '../shared/page-document.ts';

/** A file as a thread may receive it: a Buffer sent from another thread arrives as the bytes it viewed. */
export type SentFile =
  { path: string; contents: string | Uint8Array } | { path: string; copyFrom: string } | { path: string; document: PageDocument };

/**
 * Writes `files` into `folder`, making each folder once (`made`, kept by the caller across calls) where a file has to
 * be made in it: each file already there with the same bytes is kept, and each that `previous` (the output being
 * replaced) holds with the same bytes is linked from it (writeOrKeep). Returns the bytes of the files.
 */
export function writeFilesInto(
  folder: string,
  previous: string | null,
  files: readonly (SentFile | OutputFile)[],
  made: Set<string>,
): number {
  let bytes = 0;
  for (const file of files) {
    const target = join(folder, file.path);
    const parent = dirname(target);
    // Only before a file is made: a build written into the folders of an earlier output (kept-folders.ts) finds
    // most of its files there already, in their folders (4,800 pages: 9,600 folders a build no longer asks for).
    const makeParent = () => {
      if (made.has(parent)) return;
      makeFolder(folder, parent);
      made.add(parent);
    };
    const before = previous && join(previous, file.path);
    if ('copyFrom' in file) bytes += copyOrKeep(file.copyFrom, target, before, makeParent);
    else bytes += writeOrKeep(target, 'document' in file ? documentBytes(file.document, wanted) : file.contents, before, makeParent);
  }
  return bytes;
}

/**
 * Makes `path` (a folder in `root`), with the folders above it. A file of an earlier output in its way
 * (kept-folders.ts) is removed: it cannot be one of this build's, whose claims never make a path both a file and a
 * folder (output-writer.ts).
 */
function makeFolder(root: string, path: string): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTDIR' && code !== 'EEXIST') throw error;
    removeFileInTheWay(root, path);
    mkdirSync(path, { recursive: true });
  }
}

/** Removes the first name on the way from `root` down to `path` that is not a folder, if there is one. */
function removeFileInTheWay(root: string, path: string): void {
  try {
    let at = root;
    for (const part of path.slice(root.length + 1).split(sep)) {
      at = join(at, part);
      const found = lstatSync(at, { throwIfNoEntry: false });
      if (!found) return;
      if (!found.isDirectory()) return removeName(at);
    }
  } catch {
    // `root` itself cannot be reached: making the folder reports why.
  }
}

/**
 * Leaves at `target` a file holding `contents`, and returns its size. Where a file there already holds exactly these
 * bytes (the folders of an earlier output this one is written into: kept-folders.ts), it is kept; else where
 * `previous` holds them, `target` becomes a second name of that file (a hard link); else the file is written. A file
 * is never changed in place: a name at `target` holding other bytes is removed first (it may be another name of a
 * file of the output being replaced, which stays as it is until the new one is swapped in).
 *
 * Why: on ext4, creating thousands of files soon after thousands were deleted costs milliseconds of kernel time each,
 * and every build replaces an output of as many files; keeping or linking creates and frees none (a warm build of 450
 * pages, 2.25-2.36 s → 1.55-1.65 s when measured). Where the file system cannot link, the file is written. Pages are
 * encoded, and existing files read, into buffers the thread keeps (one per file cost up to 40 MB at 4,800 pages).
 */
export function writeOrKeep(target: string, contents: string | Uint8Array, previous: string | null, makeFolder = noFolderToMake): number {
  const bytes = typeof contents === 'string' ? encoded(contents) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
  if (!keptOrLinked(target, bytes, previous, makeFolder)) writeFileSync(target, bytes);
  return bytes.length;
}

/**
 * Leaves at `target` a copy of `source`, kept or linked as writeOrKeep does; returns its size. A target that is the
 * source under another name already (an unchanged page, into kept folders) is kept without reading either.
 */
export function copyOrKeep(source: string, target: string, previous: string | null, makeFolder = noFolderToMake): number {
  const size = sameFileSize(source, target);
  if (size !== null) return size;
  const bytes = fileBytes(source);
  if (bytes && keptOrLinked(target, bytes, previous, makeFolder)) return bytes.length;
  if (!bytes) {
    removeName(target);
    makeFolder();
  }
  copyFileSync(source, target);
  return statSync(target).size;
}

/**
 * Whether `target` holds `bytes` without writing them: it did already, or it is now linked to `previous`, which does.
 * Where it is not, nothing is left at `target`, and its folder is made (`makeFolder`), for the caller to write a new
 * file at.
 */
function keptOrLinked(target: string, bytes: Buffer, previous: string | null, makeFolder: () => void): boolean {
  const found = compared(target, bytes);
  if (found === 'same') return true;
  if (found === 'different') removeName(target);
  makeFolder();
  return previous !== null && compared(previous, bytes) === 'same' && linked(previous, target);
}

/**
 * Removes what is at `path`, a name of a file or a folder of an earlier output (a file is never changed in place: it
 * may be another name of a file of the output being replaced). What cannot be removed fails the write that follows.
 */
function removeName(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // The write that follows reports what is in the way.
  }
}

/** Links `target` to `existing`; false where the file system refuses (the caller writes the file instead). */
function linked(existing: string, target: string): boolean {
  try {
    linkSync(existing, target);
    return true;
  } catch {
    return false;
  }
}

/** The size of `source` where `target` is another name of it (a regular file, not a link); else null. */
function sameFileSize(source: string, target: string): number | null {
  const there = lstatSync(target, { throwIfNoEntry: false });
  if (!there?.isFile()) return null;
  const from = lstatSync(source, { throwIfNoEntry: false });
  return from?.isFile() && from.ino === there.ino && from.dev === there.dev ? there.size : null;
}

/** Where the caller has made the target's folder already. */
function noFolderToMake(): void {}

// This thread's two buffers: what a file should hold (a page's document written, a page encoded, a source read), and a
// previous file's bytes, a part at a time. A larger file gets a buffer of its own for its bytes: the kept ones never grow.
const KEPT_BYTES = 256 * 1024;
const wanted = Buffer.allocUnsafe(KEPT_BYTES);
const found = Buffer.allocUnsafe(KEPT_BYTES);

/** `text` as UTF-8, in this thread's buffer if it fits (valid until the next call). */
function encoded(text: string): Buffer {
  // At most three bytes for each UTF-16 code unit.
  return text.length * 3 <= KEPT_BYTES ? wanted.subarray(0, wanted.write(text)) : Buffer.from(text);
}

/** The bytes of `file`, in this thread's buffer if they fit (valid until the next call); null if it cannot be read. */
function fileBytes(file: string): Buffer | null {
  try {
    return withFile(file, constants.O_RDONLY, (descriptor, size) =>
      readAll(descriptor, size <= wanted.length ? wanted : Buffer.allocUnsafe(size), size),
    );
  } catch {
    return null;
  }
}

/**
 * Whether `file` holds exactly `bytes` (read only when its size matches), holds something else, or is not there. A
 * symbolic link never holds them: keeping or linking it would put the link, not a file, in the new output.
 */
function compared(file: string, bytes: Buffer): 'same' | 'different' | 'missing' {
  try {
    return withFile(file, NOT_A_LINK, (descriptor, size) => (size === bytes.length && holds(descriptor, bytes) ? 'same' : 'different'));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'different';
  }
}

// Opening a symbolic link fails with this flag (where the system has it).
const NOT_A_LINK = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/** `use` of `file` opened with `flags`, closed again after; throws where it cannot be opened or read. */
function withFile<T>(file: string, flags: number, use: (descriptor: number, size: number) => T): T {
  const descriptor = openSync(file, flags);
  try {
    return use(descriptor, fstatSync(descriptor).size);
  } finally {
    closeSync(descriptor);
  }
}

/** Whether an open file starts with `bytes`, read a part at a time: a 10 MB sitemap is compared without a copy of it. */
function holds(descriptor: number, bytes: Buffer): boolean {
  for (let start = 0; start < bytes.length; start += found.length) {
    const part = bytes.subarray(start, start + found.length);
    if (!readAll(descriptor, found, part.length, start)?.equals(part)) return false;
  }
  return true;
}

/** `size` bytes of an open file from `position`, read into `into`; null if the file is shorter. */
function readAll(descriptor: number, into: Buffer, size: number, position = 0): Buffer | null {
  let filled = 0;
  while (filled < size) {
    const read = readSync(descriptor, into, filled, size - filled, position + filled);
    if (read === 0) return null;
    filled += read;
  }
  return into.subarray(0, size);
}
