// A hash of files' contents, remembered against their metadata, so that a start whose files have not changed reads
// none of them. Written in JavaScript: bin/compile-cli.js keys the compiled CLI with it before any TypeScript can run
// (types in stamped-hash.d.ts).
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';

/**
 * How long after its last change a file is trusted to be settled. A file system that keeps times to the second (or
 * two, FAT) gives an edit made within the same second the time of the one before: a stamp taken then would match
 * the edited file too. Git's index has the same race ("racy git") and answers it the same way.
 */
const SETTLED_AFTER_NS = 2_000_000_000n;

/** Stamps kept per file: the hashes of this many sets of sources (a dev and a production bundle, branches). */
const STAMPS_KEPT = 8;

/**
 * `contentHash()`, or the hash it gave for these files when each had the same size, inode, and modification and
 * change times (a change time cannot be set back: a file restored with an old modification time still differs).
 * `files` are absolute paths, missing ones included (a project without a lockfile); `salt` is anything else the hash
 * stands for (versions, a mode). Stamps are kept in `stampFile`, only when every file is settled; one that cannot be
 * read or written is as good as none.
 *
 * Measured on this project's CLI sources (207 files, 1.3 MB): reading and hashing them 5-13 ms, their metadata 2 ms.
 */
export function stampedHash({ stampFile, files, salt, contentHash, now = Date.now() }) {
  const nowNs = BigInt(now) * 1_000_000n;
  const metadata = createHash('sha256').update(`${salt}\n`);
  let settled = true;
  for (const file of files) {
    const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
    if (!stat) {
      metadata.update(`${file}\0missing\n`);
      continue;
    }
    metadata.update(`${file}\0${stat.size}\0${stat.ino}\0${stat.mtimeNs}\0${stat.ctimeNs}\n`);
    if (nowNs - stat.mtimeNs < SETTLED_AFTER_NS || nowNs - stat.ctimeNs < SETTLED_AFTER_NS) settled = false;
  }
  const stamp = metadata.digest('hex');
  const stamps = readStamps(stampFile);
  const known = stamps[stamp];
  if (typeof known === 'string') return known;
  const hash = contentHash();
  if (settled) writeStamps(stampFile, { [stamp]: hash, ...Object.fromEntries(Object.entries(stamps).slice(0, STAMPS_KEPT - 1)) });
  return hash;
}

function readStamps(file) {
  try {
    const stamps = JSON.parse(readFileSync(file, 'utf8'));
    return stamps && typeof stamps === 'object' && !Array.isArray(stamps) ? stamps : {};
  } catch {
    return {};
  }
}

/** Written whole under another name, then renamed: a start reading it meanwhile finds the old stamps or the new. */
function writeStamps(file, stamps) {
  const staging = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(staging, JSON.stringify(stamps));
    renameSync(staging, file);
  } catch {
    // A read-only cache: the next start hashes the contents again.
  }
}
