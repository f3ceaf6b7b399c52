// Telling someone a lead arrived: every stored submission is posted as JSON to the configured webhook
// (a chat room, a CRM, a mail relay). The row is stored first and marked only once the webhook answered
// 2xx, so a webhook that is down loses nothing: the row waits and is tried again, later and later.
import { claimDueDeliveries, recordDelivery, type SqlDatabase, type StoredSubmission } from './submission-store.ts';

export interface DeliveryPolicy {
  /** The first retry waits this long; each later one twice as long as the one before, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** After this many attempts the row is marked failed (still stored, listed by `site submissions`). */
  maxAttempts: number;
  /** A webhook that has not answered by then counts as failed. */
  timeoutMs: number;
  /** How long a claimed row is left to the worker that claimed it. */
  leaseMs: number;
  /** Rows sent per sweep. */
  batch: number;
}

export const DELIVERY_POLICY: DeliveryPolicy = {
  retryBaseMs: 60_000,
  maxRetryMs: 6 * 60 * 60 * 1000,
  maxAttempts: 12,
  timeoutMs: 10_000,
  leaseMs: 60_000,
  batch: 10,
};

/** When to try again after `attempts` failed attempts, or null to give up. Pure. */
export function nextAttemptAt(attempts: number, now: number, policy: DeliveryPolicy = DELIVERY_POLICY): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return now + Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempts - 1), policy.maxRetryMs);
}

/** What the webhook receives: the submission and its id (deliveries are at least once: dedupe by id). */
export function webhookPayload(row: StoredSubmission): Record<string, string> {
  const { id, receivedAt, form, locale, name, email, company, topic, message } = row;
  return { id, receivedAt, form, locale, name, email, company, topic, message };
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

/**
 * Sends every submission whose delivery is due, one request each. Never throws for a failing webhook (that is
 * recorded on the row); a failing database does throw.
 */
export async function deliverDueSubmissions(
  database: SqlDatabase,
  webhookUrl: string,
  options: { now?: () => number; policy?: DeliveryPolicy; fetch?: typeof fetch } = {},
): Promise<DeliveryResult> {
  const now = options.now ?? Date.now;
  const policy = options.policy ?? DELIVERY_POLICY;
  const send = options.fetch ?? fetch;
  const result: DeliveryResult = { delivered: 0, failed: 0 };
  const start = now();
  const claimed = await claimDueDeliveries(
    database,
    new Date(start).toISOString(),
    new Date(start + policy.leaseMs).toISOString(),
    policy.batch,
  );
  await Promise.all(
    claimed.map(async (row) => {
      const error = await post(send, webhookUrl, row, policy.timeoutMs);
      if (error === null) {
        result.delivered += 1;
        await recordDelivery(database, row.id, { delivered: true, at: new Date(now()).toISOString() });
        return;
      }
      result.failed += 1;
      const retry = nextAttemptAt(row.deliveryAttempts, now(), policy);
      await recordDelivery(database, row.id, { delivered: false, error, retryAt: retry === null ? null : new Date(retry).toISOString() });
    }),
  );
  return result;
}

/** Null when the webhook took it; otherwise why not. */
async function post(send: typeof fetch, url: string, row: StoredSubmission, timeoutMs: number): Promise<string | null> {
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': row.id },
      body: JSON.stringify(webhookPayload(row)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
