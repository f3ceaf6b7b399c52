// The thread that owns the submissions database of `site serve` (submissions-database.ts starts it): every wait for
// SQLite's lock happens here, never on the thread that answers requests. SQLite itself (better-sqlite3) locks the file
// and recovers it, as the `sqlite3` shell and backup tools expect: a hot journal left by a killed writer is rolled
// back when the file is opened, and the database runs in WAL mode, each commit synced before it is acknowledged.
// JavaScript, since a thread starts without its parent's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const { file, readOnly, migrations } = workerData;

/** @type {import('better-sqlite3').Database | null} */
let database = null;
const statements = new Map();

function open() {
  database = new Database(file, { readonly: readOnly, fileMustExist: readOnly, timeout: 0 });
  if (readOnly) {
    // Reading the schema is what makes SQLite look at the file: a file that is not a database fails here.
    if (Number(database.pragma('user_version', { simple: true })) < 1) throw new Error('it holds no submissions table');
    return;
  }
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  migrate(database);
}

/** Applies the migrations the file has not had yet, each in its own transaction; `user_version` counts them. */
function migrate(db) {
  const names = readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  db.pragma('busy_timeout = 10000');
  const applied = Number(db.pragma('user_version', { simple: true }));
  names.slice(applied).forEach((name, index) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(readFileSync(join(migrations, name), 'utf8'));
      db.pragma(`user_version = ${applied + index + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  });
}

function statement(sql) {
  let prepared = statements.get(sql);
  if (!prepared) statements.set(sql, (prepared = database.prepare(sql)));
  return prepared;
}

/** One request: `run` or `all` of one statement, waiting for another connection's lock until `deadline` at most. */
function answer({ op, sql, params, deadline }) {
  if (op === 'open') return open();
  database.pragma(`busy_timeout = ${Math.max(0, Math.round(deadline - Date.now()))}`);
  const prepared = statement(sql);
  if (op === 'run') return { changes: prepared.run(...params).changes };
  return prepared.reader ? prepared.all(...params) : (prepared.run(...params), []);
}

parentPort.on('message', (request) => {
  if (request.op === 'close') {
    database?.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ id: request.id, result: answer(request) ?? null });
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: { message: String(error?.message ?? error), code: error?.code ?? null } });
  }
});
