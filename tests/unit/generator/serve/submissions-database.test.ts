import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { listSubmissions, storeSubmission } from '../../../../generator/host/contact/submission-store.ts';
import { openSubmissionsDatabase } from '../../../../generator/serve/submissions-database.ts';

const dir = await mkdtemp(join(tmpdir(), 'submissions-database-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const entry = (id: string) => ({
  id,
  submission: {
    receivedAt: new Date().toISOString(),
    form: 'general' as const,
    locale: 'en',
    name: 'Ana',
    email: 'ana@example.org',
    company: '',
    topic: 'press',
    message: 'Hi',
  },
  addressKey: id,
  deliver: false,
});
const limit = { submissions: 5, since: '2000-01-01T00:00:00.000Z' };

function failure(open: () => unknown): SiteError {
  try {
    open();
  } catch (error) {
    if (error instanceof SiteError) return error;
    throw error;
  }
  throw new Error('expected a SiteError');
}

describe('the submissions database file', () => {
  it('is created on first use, with its folder, and keeps its rows when opened again', async () => {
    const file = join(dir, 'new', 'folder', 'submissions.sqlite');
    const database = openSubmissionsDatabase(file);
    expect(existsSync(file)).toBe(true);
    await storeSubmission(database, entry('one'), limit);
    database.close();
    const again = openSubmissionsDatabase(file);
    expect((await listSubmissions(again)).map((row) => row.id)).toEqual(['one']);
    again.close();
    const reader = openSubmissionsDatabase(file, { readOnly: true });
    expect(await listSubmissions(reader)).toHaveLength(1);
    reader.close();
  });

  it('names the file when its folder cannot be made (a file stands where the folder should be)', () => {
    writeFileSync(join(dir, 'a-file'), 'not a folder');
    const file = join(dir, 'a-file', 'submissions.sqlite');
    const error = failure(() => openSubmissionsDatabase(file));
    expect(error.code).toBe('SubmissionsUnwritable');
    expect(error.message).toContain(file);
    expect(error.location.file).toBe(file);
  });

  it('names the file when the path is a folder', () => {
    const folder = join(dir, 'is-a-folder.sqlite');
    mkdirSync(folder);
    const error = failure(() => openSubmissionsDatabase(folder));
    expect(error.code).toBe('SubmissionsUnwritable');
    expect(error.message).toBe(`The submissions database ${folder} could not be created or written: it is a folder.`);
  });

  it('names a file that is not a database, and leaves it as it was', () => {
    const file = join(dir, 'notes.sqlite');
    writeFileSync(file, 'These are meeting notes, not a database. '.repeat(200));
    const error = failure(() => openSubmissionsDatabase(file));
    expect(error.code).toBe('SubmissionsCorrupt');
    expect(error.message).toBe(`${file} is not a readable submissions database: file is not a database.`);
    expect(error.hint).toMatch(/Move the file aside/);
  });

  it('names a readable SQLite file that holds no submissions when only reading it', () => {
    const file = join(dir, 'empty.sqlite');
    writeFileSync(file, '');
    const error = failure(() => openSubmissionsDatabase(file, { readOnly: true }));
    expect(error.code).toBe('SubmissionsCorrupt');
    expect(error.message).toContain(file);
  });

  it('waits for another process’s lock, then says which file and which lock', async () => {
    const file = join(dir, 'locked.sqlite');
    const database = openSubmissionsDatabase(file, { busyTimeoutMs: 50 });
    await storeSubmission(database, entry('kept'), limit);
    mkdirSync(`${file}.lock`);
    const error = await storeSubmission(database, entry('refused'), limit).then(
      () => null,
      (caught: unknown) => caught as SiteError,
    );
    expect(error?.code).toBe('SubmissionsLocked');
    expect(error?.message).toBe(`The submissions database ${file} is locked by another process (${file}.lock exists).`);
    // The lock's owner finishes: nothing stored before was lost, and writing works again.
    await rm(`${file}.lock`, { recursive: true, force: true });
    await storeSubmission(database, entry('after'), limit);
    expect((await listSubmissions(database)).map((row) => row.id)).toEqual(['kept', 'after']);
    database.close();
  });

  it('removes a lock left by a process that died while writing (older than any write takes)', async () => {
    const file = join(dir, 'stale.sqlite');
    const database = openSubmissionsDatabase(file, { busyTimeoutMs: 50 });
    mkdirSync(`${file}.lock`);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(`${file}.lock`, twoMinutesAgo, twoMinutesAgo);
    expect(await storeSubmission(database, entry('written'), limit)).toBe('stored');
    expect(existsSync(`${file}.lock`)).toBe(false);
    database.close();
  });
});
