// A fingerprint of source files' contents that a later start checks by their stats alone. JavaScript, since
// bin/compile-cli.js runs it before any TypeScript (the CLI's key); the bundle's key uses it too.
// sources-fingerprint.d.mts declares it.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * How long after a file last changed its stats are trusted to tell its next change (git's "racily clean" entries):
 * a file's times are taken from a clock that moves in steps of a few milliseconds (a second or two on some file
 * systems), so a file written twice within a step, the fingerprint made between the two writes, would show the
 * same times after the second. Sources that changed within this long are read again next time.
 */
const SETTLED_MS = 2000;

/**
 * A hash (16 hex digits) of `salt` and of the names and contents of every file in `groups` (each group: `folders`
 * listed recursively and single `files`, relative to its `dir`, folder files kept by `keep` on their name; a
 * missing folder or file counts as empty). A file's name in the hash is its path relative to its group's `dir`, so
 * the same sources elsewhere on disk have the same fingerprint.
 *
 * The fingerprint is kept in `stamp` with the stats (size, times, inode) of every file and folder it was made from.
 * A call that finds them all unchanged returns it after a `stat` of each, without listing folders or reading files
 * (the compiled CLI's key, 211 files: 10-12 ms on Node 24 against 2-3). A change to a file changes its ctime, which
 * nothing but the clock sets; a file added to or taken from a folder changes the folder's. Anything else (no stamp,
 * one for another salt or for the groups in other folders, a stamp that cannot be read or written) reads every file,
 * as without one.
 *
 * @param {{ groups: { dir: string, folders?: string[], files?: string[], keep?: (name: string) => boolean }[],
 *   salt: string, stamp: string, settledMs?: number }} options
 * @returns {string}
 */
export function fingerprintSources({ groups, salt, stamp, settledMs = SETTLED_MS }) {
  // A stamp is taken only for sources in the same folders: one kept for a copy of them elsewhere (a cache folder
  // shared by two checkouts) names the other copy's files, whose stats say nothing of these.
  const kept = readStamp(
    stamp,
    salt,
    groups.map(({ dir }) => dir),
  );
  if (kept && kept.paths.every((path, index) => statKey(path) === kept.stats[index])) return kept.fingerprint;
  const began = Date.now();
  const hash = createHash('sha256').update(`${salt}\n`);
  const paths = [];
  const stats = [];
  let settled = true;
  // Each path's stats are taken before it is read: a change between the two shows as a change next time.
  const record = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    paths.push(path);
    stats.push(keyOf(stat));
    if (stat && Math.max(stat.mtimeMs, stat.ctimeMs) > began - settledMs) settled = false;
    return stat;
  };
  groups.forEach(({ dir, folders = [], files = [], keep = () => true }, group) => {
    const names = [];
    for (const folder of folders) {
      if (!record(join(dir, folder))?.isDirectory()) continue;
      listInto(dir, folder, keep, names, record);
    }
    names.sort();
    names.push(...files);
    for (const name of names) {
      const path = join(dir, name);
      const exists = record(path)?.isFile();
      hash.update(`${group} ${name}\n`).update(exists ? readFileSync(path) : '');
    }
  });
  const fingerprint = hash.digest('hex').slice(0, 16);
  if (settled) writeStamp(stamp, { salt, dirs: groups.map(({ dir }) => dir), fingerprint, paths, stats });
  return fingerprint;
}

/** Adds the files below `folder` of `dir` that `keep` keeps to `names` (posix paths relative to `dir`), recording each folder. */
function listInto(dir, folder, keep, names, record) {
  for (const entry of readdirSync(join(dir, folder), { withFileTypes: true })) {
    const name = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      record(join(dir, name));
      listInto(dir, name, keep, names, record);
    } else if (entry.isFile() && keep(entry.name)) names.push(name);
  }
}

/** What of a file's or folder's stats tells that it changed ('' where there is none). */
function keyOf(stat) {
  return stat ? `${stat.size} ${stat.mtimeMs} ${stat.ctimeMs} ${stat.ino}` : '';
}

function statKey(path) {
  return keyOf(statSync(path, { throwIfNoEntry: false }));
}

/** The stamp kept for `salt` and sources in `dirs`, or null. */
function readStamp(stamp, salt, dirs) {
  try {
    const kept = JSON.parse(readFileSync(stamp, 'utf8'));
    const valid =
      kept?.salt === salt &&
      JSON.stringify(kept.dirs) === JSON.stringify(dirs) &&
      typeof kept.fingerprint === 'string' &&
      Array.isArray(kept.paths) &&
      Array.isArray(kept.stats) &&
      kept.paths.length === kept.stats.length;
    return valid ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the stamp where it can (renamed into place whole); where it cannot, the next call reads the files again. */
function writeStamp(stamp, contents) {
  const staging = `${stamp}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(staging, JSON.stringify(contents));
  } catch {
    return; // a folder that cannot be written (a read-only install)
  }
  try {
    renameSync(staging, stamp);
  } catch {
    rmSync(staging, { force: true });
  }
}
