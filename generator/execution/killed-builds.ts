// What a killed build leaves beside its output folder. A build writes into `.<name>.tmp-<pid>` and, as it swaps,
// moves the output it replaces to `.<name>.old-<pid>` (output-writer.ts); a build that fails removes or restores them,
// but one that is killed (Ctrl-C, a cancelled CI job, SIGKILL) cannot, and nothing else would: a folder of 30 MB at
// 450 pages, 380 MB at 4,800, for every killed build.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A folder a build left beside `outDir`: its kind and the build's process id. */
export interface Leftover {
  path: string;
  kind: 'tmp' | 'old';
  pid: number;
}

/** The folder beside `outDir` a build (process `pid`) writes into (`tmp`) or moves the replaced output to (`old`). */
export function sideFolderOf(outDir: string, kind: Leftover['kind'], pid: number): string {
  return join(dirname(outDir), `.${basename(outDir)}.${kind}-${pid}`);
}

/** The folders builds of `outDir` left beside it, by their names (`.<name>.tmp-<pid>`, `.<name>.old-<pid>`). */
export function leftoversOf(outDir: string): Leftover[] {
  const prefix = `.${basename(outDir)}.`;
  const parent = dirname(outDir);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (!name.startsWith(prefix)) return [];
    const match = /^(tmp|old)-([1-9]\d*)$/.exec(name.slice(prefix.length));
    return match ? [{ path: join(parent, name), kind: match[1] as Leftover['kind'], pid: Number(match[2]) }] : [];
  });
}

/** Whether a process with this id runs (one this process may not signal runs too). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Clears what killed builds of `outDir` left: their temporary folders are removed. The output such a build had moved
 * aside is put back where `outDir` is missing (it was killed between its two renames, so that is the last output that
 * was built), the newest if there are several, and removed otherwise. The folders of a build still running (another
 * build of the same output, this one) are left alone. Nothing here fails a build: what cannot be removed stays.
 */
export function clearKilledBuilds(outDir: string, runs: (pid: number) => boolean = processRuns): void {
  const dead = leftoversOf(outDir).filter((leftover) => leftover.pid !== process.pid && !runs(leftover.pid));
  const moved = dead.filter((leftover) => leftover.kind === 'old');
  if (!existsSync(outDir) && moved.length > 0) {
    const newest = moved.reduce((a, b) => (modified(b.path) > modified(a.path) ? b : a));
    try {
      renameSync(newest.path, outDir);
    } catch {
      // Left where it is: this build writes a whole new output anyway.
    }
  }
  for (const leftover of dead) {
    try {
      rmSync(leftover.path, { recursive: true, force: true });
    } catch {
      // Removed by the next build, or by hand.
    }
  }
}

function modified(path: string): number {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
