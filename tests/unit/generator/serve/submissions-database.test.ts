import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { listSubmissions, storeSubmission } from '../../../../generator/host/contact/submission-store.ts';
import { databaseError, openSubmissionsDatabase } from '../../../../generator/serve/submissions-database.ts';

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
  stampId: null,
});
const limit = { submissions: 5, since: '2000-01-01T00:00:00.000Z' };

async function failure(open: () => Promise<unknown>): Promise<SiteError> {
  try {
    await open();
  } catch (error) {
    if (error instanceof SiteError) return error;
    throw error;
  }
  throw new Error('expected a SiteError');
}

/** The `sqlite3` shell on a file, fed statements line by line; resolves each batch once the shell has run it. */
function sqliteShell(file: string) {
  const shell = spawn('sqlite3', [file], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let batches = 0;
  return {
    shell,
    async run(sql: string): Promise<string> {
      const marker = `done-${(batches += 1)}`;
      const before = output.length;
      shell.stdin.write(`${sql}\n.print ${marker}\n`);
      while (!output.includes(marker, before)) await new Promise((resolve) => shell.stdout.once('data', resolve));
      return output.slice(before, output.indexOf(marker, before)).trim();
    },
    end: () => new Promise((resolve) => shell.once('exit', resolve).stdin.end('.quit\n')),
  };
}

const rowsIn = (file: string) =>
  execFileSync('sqlite3', [file, 'SELECT id FROM contact_submissions ORDER BY id']).toString().trim().split('\n');

describe('the submissions database file', () => {
  it('is created on first use, with its folder, and keeps its rows when opened again', async () => {
    const file = join(dir, 'new', 'folder', 'submissions.sqlite');
    const database = await openSubmissionsDatabase(file);
    expect(existsSync(file)).toBe(true);
    await storeSubmission(database, entry('one'), limit);
    await database.close();
    const again = await openSubmissionsDatabase(file);
    expect((await listSubmissions(again)).map((row) => row.id)).toEqual(['one']);
    await again.close();
    const reader = await openSubmissionsDatabase(file, { readOnly: true });
    expect(await listSubmissions(reader)).toHaveLength(1);
    await reader.close();
  });

  it('names the file when its folder cannot be made (a file stands where the folder should be)', async () => {
    writeFileSync(join(dir, 'a-file'), 'not a folder');
    const file = join(dir, 'a-file', 'submissions.sqlite');
    const error = await failure(() => openSubmissionsDatabase(file));
    expect(error.code).toBe('SubmissionsUnwritable');
    expect(error.message).toContain(file);
    expect(error.location.file).toBe(file);
  });

  it('names the file when the path is a folder', async () => {
    const folder = join(dir, 'is-a-folder.sqlite');
    mkdirSync(folder);
    const error = await failure(() => openSubmissionsDatabase(folder));
    expect(error.code).toBe('SubmissionsUnwritable');
    expect(error.message).toBe(`The submissions database ${folder} could not be created or written: it is a folder.`);
  });

  it('names a file that is not a database, and leaves it as it was', async () => {
    const file = join(dir, 'notes.sqlite');
    const text = 'These are meeting notes, not a database. '.repeat(200);
    writeFileSync(file, text);
    const error = await failure(() => openSubmissionsDatabase(file));
    expect(error.code).toBe('SubmissionsCorrupt');
    expect(error.message).toBe(`${file} is not a readable submissions database: file is not a database.`);
    expect(error.hint).toMatch(/Move the file aside/);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('names a readable SQLite file that holds no submissions when only reading it', async () => {
    const file = join(dir, 'empty.sqlite');
    writeFileSync(file, '');
    const error = await failure(() => openSubmissionsDatabase(file, { readOnly: true }));
    expect(error.code).toBe('SubmissionsCorrupt');
    expect(error.message).toContain(file);
  });

  it('says to rebuild SQLite’s driver when it was compiled for another Node, not that the file is unwritable', () => {
    // What the database thread reports when better-sqlite3 was built by `npm ci` on Node 20 and the site runs on 24.
    const loadError = {
      code: 'ERR_DLOPEN_FAILED',
      message:
        "The module '/project/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a different " +
        'Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 137. Please try ' +
        're-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`).',
    };
    const file = join(dir, 'submissions.sqlite');
    const error = databaseError(file, loadError, 10_000);
    expect(error.code).toBe('SubmissionsDriverMismatch');
    expect(error.message).toContain(file);
    expect(error.message).toContain(process.version);
    expect(error.hint).toMatch(/^Run `npm rebuild better-sqlite3` with the Node that runs the site/);
    // Other failures keep their own names.
    expect(databaseError(file, { message: 'attempt to write a readonly database', code: 'SQLITE_READONLY' }, 10_000).code).toBe(
      'SubmissionsUnwritable',
    );
  });

  it('runs in WAL mode, each commit synced to disk before it is acknowledged', () => {
    const file = join(dir, 'new', 'folder', 'submissions.sqlite');
    expect(execFileSync('sqlite3', [file, 'PRAGMA journal_mode']).toString().trim()).toBe('wal');
  });
});

describe('the submissions database beside other SQLite clients', () => {
  it('waits for the sqlite3 shell’s write transaction, and loses neither its rows nor the shell’s', async () => {
    const file = join(dir, 'shared.sqlite');
    const database = await openSubmissionsDatabase(file);
    await storeSubmission(database, entry('before'), limit);
    const shell = sqliteShell(file);
    // An operator's write transaction, held open while posts arrive.
    await shell.run(
      "BEGIN IMMEDIATE; INSERT INTO contact_submissions (id, received_at, form, locale, name, email, company, topic, message, address_key, delivery_state) VALUES ('from-shell', '2026-01-01T00:00:00Z', 'general', 'en', 'Op', 'op@example.org', '', 'press', 'x', 'k', 'none');",
    );
    let answered = 0;
    const posts = ['post-1', 'post-2', 'post-3'].map((id) => storeSubmission(database, entry(id), limit).finally(() => (answered += 1)));
    // Nothing is answered while the shell holds the lock: the posts wait for it (the thread serving pages does not).
    expect(await shell.run("SELECT count(*) FROM contact_submissions WHERE id LIKE 'post-%';")).toBe('0');
    expect(answered).toBe(0);
    expect(await shell.run('COMMIT;')).toBe('');
    expect(await Promise.all(posts)).toEqual(['stored', 'stored', 'stored']);
    await shell.end();
    await database.close();
    expect(rowsIn(file)).toEqual(['before', 'from-shell', 'post-1', 'post-2', 'post-3']);
    expect(execFileSync('sqlite3', [file, 'PRAGMA integrity_check']).toString().trim()).toBe('ok');
  });

  it('gives up on a lock held longer than it waits, says so, and stores again once the lock is gone', async () => {
    const file = join(dir, 'locked.sqlite');
    const database = await openSubmissionsDatabase(file, { busyTimeoutMs: 50 });
    await storeSubmission(database, entry('kept'), limit);
    const shell = sqliteShell(file);
    await shell.run('BEGIN IMMEDIATE;');
    const error = await failure(() => storeSubmission(database, entry('refused'), limit));
    expect(error.code).toBe('SubmissionsLocked');
    expect(error.message).toBe(`The submissions database ${file} stayed locked by another connection for 0.05 s, so nothing was stored.`);
    await shell.run('ROLLBACK;');
    await shell.end();
    expect(await storeSubmission(database, entry('after'), limit)).toBe('stored');
    expect((await listSubmissions(database)).map((row) => row.id)).toEqual(['kept', 'after']);
    await database.close();
  });

  it('rolls back the hot journal a killed writer left, keeping every committed row', async () => {
    const file = join(dir, 'hot-journal.sqlite');
    const database = await openSubmissionsDatabase(file);
    for (const id of ['a', 'b', 'c']) await storeSubmission(database, entry(id), limit);
    await database.close();
    // The file as an older `serve` or another tool wrote it: a rollback journal, not WAL.
    execFileSync('sqlite3', [file, 'PRAGMA journal_mode = DELETE']);
    const shell = sqliteShell(file);
    // A writer that changed every row and spilled its changes into the file, then was killed before committing.
    await shell.run(
      "PRAGMA cache_size = 1; BEGIN; UPDATE contact_submissions SET name = 'half-written'; " +
        "INSERT INTO contact_submissions SELECT id || '-copy-' || value, received_at, form, locale, name, email, company, topic, " +
        "printf('%.5000c', 'x'), address_key, delivery_state, delivery_attempts, next_delivery_at, delivered_at, delivery_error " +
        'FROM contact_submissions, generate_series(1, 200);',
    );
    expect(existsSync(`${file}-journal`)).toBe(true);
    shell.shell.kill('SIGKILL');
    await new Promise((resolve) => shell.shell.once('exit', resolve));
    expect(existsSync(`${file}-journal`)).toBe(true);

    const reopened = await openSubmissionsDatabase(file);
    const rows = await listSubmissions(reopened);
    expect(rows.map((row) => [row.id, row.name])).toEqual([
      ['a', 'Ana'],
      ['b', 'Ana'],
      ['c', 'Ana'],
    ]);
    await reopened.close();
    expect(existsSync(`${file}-journal`)).toBe(false);
    expect(execFileSync('sqlite3', [file, 'PRAGMA integrity_check']).toString().trim()).toBe('ok');
  });
});
