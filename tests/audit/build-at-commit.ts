// The site as an earlier commit built it, for the audit to measure beside this one: the commit checked out in a
// temporary worktree with the packages its own lockfile names (this checkout's node_modules linked in when the two
// lockfiles are the same, else installed there), built by its own generator for the origin it will be served on.
// Nothing in this checkout changes; the worktree is removed afterwards.
import { execFile } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../support/temp-project.ts';

const run = promisify(execFile);

export interface EarlierBuild {
  /** The commit as `git rev-parse --short` names it. */
  commit: string;
  /** The built site. */
  dir: string;
  remove(): Promise<void>;
}

export async function buildAtCommit(ref: string, siteUrl: string): Promise<EarlierBuild> {
  const git = (...args: string[]) => run('git', args, { cwd: projectRoot });
  const commit = (await git('rev-parse', '--short', `${ref}^{commit}`).catch(() => null))?.stdout.trim();
  if (!commit) throw new Error(`--against ${ref}: not a commit of this repository`);
  const scratch = await mkdtemp(join(tmpdir(), 'site-audit-against-'));
  const worktree = join(scratch, 'worktree');
  const dir = join(scratch, 'dist');
  await git('worktree', 'add', '--detach', worktree, commit);
  const remove = async () => {
    await git('worktree', 'remove', '--force', worktree).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
    await git('worktree', 'prune');
  };
  try {
    const sameLockfile = await git('diff', '--quiet', commit, '--', 'package-lock.json').then(
      () => true,
      () => false,
    );
    if (sameLockfile) symlinkSync(join(projectRoot, 'node_modules'), join(worktree, 'node_modules'));
    // Another React, say, would be another site: its own packages, from the registry. Install scripts are not run: a
    // build compiles nothing native (better-sqlite3 serves leads, not builds).
    else await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: worktree, maxBuffer: 64 * 1024 * 1024 });
    await run(process.execPath, ['bin/site.js', 'build', '--out', dir, '--site-url', siteUrl, '--cache', join(scratch, 'cache')], {
      cwd: worktree,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    await remove();
    const output = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`--against ${ref}: ${commit} did not build${output ? `:\n${output}` : ` (${String(error)})`}`);
  }
  return { commit, dir, remove };
}
