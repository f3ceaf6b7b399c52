import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildAtCommit } from '../../audit/build-at-commit.ts';

// `npm run audit -- --against REF`: a name that is no commit of the repository stops the audit before anything is
// checked out or built, and says which name it was.

describe('the earlier build the audit compares with', () => {
  it('refuses a name that is not a commit, naming it, and leaves no worktree behind', async () => {
    const scratch = () => readdirSync(tmpdir()).filter((name) => name.startsWith('site-audit-against-')).length;
    const before = scratch();
    await expect(buildAtCommit('no-such-commit-anywhere', 'http://127.0.0.1:1')).rejects.toThrow(
      '--against no-such-commit-anywhere: not a commit of this repository',
    );
    expect(scratch()).toBe(before);
  });
});
