// The submissions table, in SQL that SQLite (`site serve`) and D1 (the edge) both run. Every write is one
// statement, so concurrent requests never see half of another's work: the rate limit is checked inside the
// insert, and a delivery is claimed by the update that marks it.
import type { Submission } from './submission.ts';

export type SqlValue = string | number | null;

/** The two calls the store needs; `serve` adapts SQLite (better-sqlite3, in a thread) to it, the edge adapts D1. */
export interface SqlDatabase {
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  all<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export type DeliveryState = 'none' | 'pending' | 'delivered' | 'failed';

export interface StoredSubmission extends Submission {
  id: string;
  deliveryState: DeliveryState;
  deliveryAttempts: number;
  deliveredAt: string | null;
  deliveryError: string | null;
}

interface SubmissionRow {
  id: string;
  received_at: string;
  form: Submission['form'];
  locale: string;
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
  delivery_state: DeliveryState;
  delivery_attempts: number;
  delivered_at: string | null;
  delivery_error: string | null;
}

const COLUMNS =
  'id, received_at, form, locale, name, email, company, topic, message, delivery_state, delivery_attempts, delivered_at, delivery_error';

function fromRow(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    receivedAt: row.received_at,
    form: row.form,
    locale: row.locale,
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic,
    message: row.message,
    deliveryState: row.delivery_state,
    deliveryAttempts: Number(row.delivery_attempts),
    deliveredAt: row.delivered_at,
    deliveryError: row.delivery_error,
  };
}

/** A named secret, made by `create` the first time it is asked for; concurrent first calls agree on one. */
export async function readSecret(database: SqlDatabase, name: string, create: () => string): Promise<string> {
  await database.run('INSERT OR IGNORE INTO site_secrets (name, value) VALUES (?, ?)', [name, create()]);
  const [row] = await database.all<{ value: string }>('SELECT value FROM site_secrets WHERE name = ?', [name]);
  if (!row) throw new Error(`The secret "${name}" could not be stored.`);
  return row.value;
}

export interface NewSubmission {
  id: string;
  submission: Submission;
  addressKey: string;
  /** Whether a webhook is to be told (then the row waits for delivery from its arrival on). */
  deliver: boolean;
  /** The id of the visit stamp it came with (one submission per stamp); null where no stamp is asked for. */
  stampId: string | null;
}

export type StoreOutcome = 'stored' | 'rate-limited' | 'stamp-used';

/**
 * Stores a submission unless its address already sent `limit.submissions` since `limit.since`, or its stamp already
 * let a submission in. The checks and the insert are one statement, so neither a burst from one address nor a stamp
 * sent twice at once can slip past (the unique index on `stamp_id` holds the second either way).
 */
export async function storeSubmission(
  database: SqlDatabase,
  entry: NewSubmission,
  limit: { submissions: number; since: string },
): Promise<StoreOutcome> {
  const { submission } = entry;
  const stampUsed = async () =>
    entry.stampId !== null && (await database.all('SELECT 1 FROM contact_submissions WHERE stamp_id = ?', [entry.stampId])).length > 0;
  let result: { changes: number };
  try {
    result = await database.run(
      `INSERT INTO contact_submissions
         (id, received_at, form, locale, name, email, company, topic, message, address_key, delivery_state, next_delivery_at, stamp_id)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
       WHERE (SELECT count(*) FROM contact_submissions WHERE address_key = ? AND received_at > ?) < ?
         AND NOT EXISTS (SELECT 1 FROM contact_submissions WHERE stamp_id = ?)`,
      [
        entry.id,
        submission.receivedAt,
        submission.form,
        submission.locale,
        submission.name,
        submission.email,
        submission.company,
        submission.topic,
        submission.message,
        entry.addressKey,
        entry.deliver ? 'pending' : 'none',
        entry.deliver ? submission.receivedAt : null,
        entry.stampId,
        entry.addressKey,
        limit.since,
        limit.submissions,
        entry.stampId,
      ],
    );
  } catch (error) {
    if (await stampUsed()) return 'stamp-used';
    throw error;
  }
  if (result.changes === 1) return 'stored';
  return (await stampUsed()) ? 'stamp-used' : 'rate-limited';
}

/** Every submission, oldest first. */
export async function listSubmissions(database: SqlDatabase): Promise<StoredSubmission[]> {
  const rows = await database.all<SubmissionRow>(`SELECT ${COLUMNS} FROM contact_submissions ORDER BY received_at, id`);
  return rows.map(fromRow);
}

/**
 * Claims up to `max` submissions whose delivery is due: counts the attempt and moves their next attempt to
 * `leaseUntil`, in one statement, so two workers never send the same row at once, and a worker that dies
 * mid-delivery leaves the row to be retried when the lease ends.
 */
export async function claimDueDeliveries(database: SqlDatabase, now: string, leaseUntil: string, max: number): Promise<StoredSubmission[]> {
  const rows = await database.all<SubmissionRow>(
    `UPDATE contact_submissions
        SET delivery_attempts = delivery_attempts + 1, next_delivery_at = ?
      WHERE id IN (SELECT id FROM contact_submissions
                    WHERE delivery_state = 'pending' AND next_delivery_at <= ?
                    ORDER BY next_delivery_at LIMIT ?)
     RETURNING ${COLUMNS}`,
    [leaseUntil, now, max],
  );
  return rows.map(fromRow);
}

export type DeliveryOutcome = { delivered: true; at: string } | { delivered: false; error: string; retryAt: string | null };

/** Records one attempt: delivered, to be retried at `retryAt`, or (retryAt null) given up as failed. */
export async function recordDelivery(database: SqlDatabase, id: string, outcome: DeliveryOutcome): Promise<void> {
  if (outcome.delivered) {
    await database.run(
      `UPDATE contact_submissions
          SET delivery_state = 'delivered', delivered_at = ?, next_delivery_at = NULL, delivery_error = NULL
        WHERE id = ?`,
      [outcome.at, id],
    );
    return;
  }
  await database.run('UPDATE contact_submissions SET delivery_state = ?, next_delivery_at = ?, delivery_error = ? WHERE id = ?', [
    outcome.retryAt ? 'pending' : 'failed',
    outcome.retryAt,
    outcome.error.slice(0, 500),
    id,
  ]);
}
