// The submissions database of a self-hosted site: one SQLite file, created on first use, holding the same
// tables as the edge's D1 database (the migrations in generator/host/contact/migrations/ build both).
//
// SQLite runs as WebAssembly (node-sqlite3-wasm) with direct file access: nothing to compile at install and
// the same package on every Node version. Its lock is a `{file}.lock` folder, which a process killed while
// writing leaves behind; a lock older than any write could take is taken to be such a leftover.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { siteError, SiteError } from '../errors/site-error.ts';
import type { SqlDatabase, SqlValue } from '../host/contact/submission-store.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, '../host/contact/migrations');

export interface SubmissionsDatabase extends SqlDatabase {
  readonly file: string;
  close(): void;
}

export interface SubmissionsDatabaseOptions {
  /** Only read (the CLI's list and export): the file must exist and is never migrated. */
  readOnly?: boolean;
  /** How long a statement waits for another process's lock. Default 2 s. */
  busyTimeoutMs?: number;
  /** A lock folder older than this is a leftover of a process that died while writing. Default 60 s. */
  staleLockMs?: number;
}

/** Opens (creating it and its folder when missing) and migrates the database; errors name the file. */
export function openSubmissionsDatabase(file: string, options: SubmissionsDatabaseOptions = {}): SubmissionsDatabase {
  const staleLockMs = options.staleLockMs ?? 60_000;
  let database: InstanceType<typeof sqlite.Database>;
  try {
    if (!options.readOnly) mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file) && statSync(file).isDirectory()) throw new Error('it is a folder');
    database = new sqlite.Database(file, { readOnly: options.readOnly ?? false });
  } catch (error) {
    throw siteError('SubmissionsUnwritable', { file, reason: reasonOf(error) }, { file }, error);
  }
  const call = <T>(work: () => T): T => withLockRecovery(file, staleLockMs, work);
  try {
    call(() => database.exec(`PRAGMA busy_timeout = ${Math.round(options.busyTimeoutMs ?? 2000)}`));
    if (options.readOnly) {
      const version = Number(call(() => database.get('PRAGMA user_version'))?.user_version ?? 0);
      if (version < 1) throw new Error('it holds no submissions table');
    } else {
      migrate(database, call);
    }
  } catch (error) {
    database.close();
    throw error instanceof SiteError ? error : classify(file, error);
  }
  return {
    file,
    async run(sql, params = []) {
      try {
        return { changes: call(() => database.run(sql, params as SqlValue[])).changes };
      } catch (error) {
        throw classify(file, error);
      }
    },
    async all<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      try {
        return call(() => database.all(sql, params as SqlValue[])) as Row[];
      } catch (error) {
        throw classify(file, error);
      }
    },
    close() {
      if (database.isOpen) database.close();
    },
  };
}

/** Applies the migrations the file has not had yet, each in its own transaction; `user_version` counts them. */
function migrate(database: InstanceType<typeof sqlite.Database>, call: <T>(work: () => T) => T): void {
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const applied = Number(call(() => database.get('PRAGMA user_version'))?.user_version ?? 0);
  migrations.slice(applied).forEach((name, index) => {
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    call(() => {
      database.exec('BEGIN IMMEDIATE');
      try {
        database.exec(sql);
        database.exec(`PRAGMA user_version = ${applied + index + 1}`);
        database.exec('COMMIT');
      } catch (error) {
        if (database.inTransaction) database.exec('ROLLBACK');
        throw error;
      }
    });
  });
}

/** Runs `work`; when it finds the database locked by a leftover lock folder, removes that folder once and retries. */
function withLockRecovery<T>(file: string, staleLockMs: number, work: () => T): T {
  try {
    return work();
  } catch (error) {
    const lock = `${file}.lock`;
    if (!/database is locked/i.test(reasonOf(error)) || !existsSync(lock)) throw error;
    if (Date.now() - statSync(lock).mtimeMs < staleLockMs) throw siteError('SubmissionsLocked', { file, lock }, { file }, error);
    rmdirSync(lock);
    return work();
  }
}

function classify(file: string, error: unknown): SiteError {
  if (error instanceof SiteError) return error;
  const reason = reasonOf(error);
  if (/not a database|malformed|holds no submissions/i.test(reason))
    return siteError('SubmissionsCorrupt', { file, reason }, { file }, error);
  if (/database is locked/i.test(reason)) return siteError('SubmissionsLocked', { file, lock: `${file}.lock` }, { file }, error);
  return siteError('SubmissionsUnwritable', { file, reason }, { file }, error);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
}
