// The submissions database of a self-hosted site: one SQLite file, created on first use, holding the same tables as
// the edge's D1 database (the migrations in generator/host/contact/migrations/ build both).
//
// SQLite runs in a thread of its own (submissions-thread.mjs), through better-sqlite3: SQLite's own file locking and
// recovery, so the `sqlite3` shell, backups and `serve` can share the file, and a wait for another connection's lock
// holds up the submissions that need the file, never the pages being served.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { siteError, SiteError } from '../errors/site-error.ts';
import type { SqlDatabase, SqlValue } from '../host/contact/submission-store.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, '../host/contact/migrations');

export interface SubmissionsDatabase extends SqlDatabase {
  readonly file: string;
  close(): Promise<void>;
}

export interface SubmissionsDatabaseOptions {
  /** Only read (the CLI's list and export): the file must exist and is never migrated. */
  readOnly?: boolean;
  /** How long a statement waits for another connection's lock before it fails. Default 10 s. */
  busyTimeoutMs?: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Opens (creating it and its folder when missing) and migrates the database; errors name the file. */
export async function openSubmissionsDatabase(file: string, options: SubmissionsDatabaseOptions = {}): Promise<SubmissionsDatabase> {
  const readOnly = options.readOnly ?? false;
  const busyTimeoutMs = options.busyTimeoutMs ?? 10_000;
  try {
    if (!readOnly) mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file) && statSync(file).isDirectory()) throw new Error('it is a folder');
  } catch (error) {
    throw siteError('SubmissionsUnwritable', { file, reason: reasonOf(error) }, { file }, error);
  }
  const worker = new Worker(new URL('./submissions-thread.mjs', import.meta.url), {
    workerData: { file, readOnly, migrations: MIGRATIONS_DIR },
  });
  // A server whose only work left is an idle database thread still ends.
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let stopped: Error | null = null;
  worker.on('message', (answer: { id: number; result?: unknown; error?: { message: string; code: string | null } }) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error) waiting?.reject(databaseError(file, answer.error, busyTimeoutMs));
    else waiting?.resolve(answer.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => stop(databaseError(file, error, busyTimeoutMs)));
  worker.on('exit', () => stop(new Error(`The submissions database thread of ${file} has ended.`)));

  const call = <T>(op: 'open' | 'run' | 'all', sql = '', params: readonly SqlValue[] = []): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, sql, params, deadline: Date.now() + busyTimeoutMs });
    }).finally(() => {
      if (pending.size === 0) worker.unref();
    });
  };

  try {
    await call('open');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    file,
    run: (sql, params = []) => call<{ changes: number }>('run', sql, params),
    all: <Row extends object>(sql: string, params: readonly SqlValue[] = []) => call<Row[]>('all', sql, params),
    async close() {
      if (stopped) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.ref();
      worker.postMessage({ op: 'close' });
      await exited;
    },
  };
}

/** What went wrong with the database `file`, as the catalogue names it: the thread's errors and SQLite's (pure). */
export function databaseError(file: string, error: { message: string; code?: string | null }, busyTimeoutMs: number): SiteError {
  if (error instanceof SiteError) return error;
  const reason = reasonOf(error);
  const code = error.code ?? '';
  // The thread could not load the driver: its native module was built for another Node (after a switch of versions).
  if (/NODE_MODULE_VERSION/.test(reason)) return siteError('SubmissionsDriverMismatch', { file, node: process.version }, { file });
  if (/^SQLITE_(NOTADB|CORRUPT)/.test(code) || /not a database|malformed|holds no submissions/i.test(reason))
    return siteError('SubmissionsCorrupt', { file, reason }, { file });
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return siteError('SubmissionsLocked', { file, seconds: busyTimeoutMs / 1000 }, { file });
  return siteError('SubmissionsUnwritable', { file, reason }, { file });
}

function reasonOf(error: unknown): string {
  const message =
    error instanceof Error || (typeof error === 'object' && error && 'message' in error) ? String(error.message) : String(error);
  return message.replace(/\.$/, '');
}
