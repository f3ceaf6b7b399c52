// The store's SQL, run once here on a real SQLite file (the same statements run on D1 at the edge, where the
// edge tests check them again through the worker).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimDueDeliveries,
  listSubmissions,
  readSecret,
  recordDelivery,
  storeSubmission,
} from '../../../../../generator/host/contact/submission-store.ts';
import { openSubmissionsDatabase, type SubmissionsDatabase } from '../../../../../generator/serve/submissions-database.ts';

const dir = await mkdtemp(join(tmpdir(), 'submission-store-'));
let database: SubmissionsDatabase;
let count = 0;
beforeEach(async () => {
  await database?.close();
  database = await openSubmissionsDatabase(join(dir, `store-${(count += 1)}.sqlite`));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const submission = (receivedAt: string, name = 'Ana Silva') => ({
  receivedAt,
  form: 'business' as const,
  locale: 'fr-ca',
  name,
  email: 'ana@example.org',
  company: 'Acme Freight',
  topic: 'audit',
  message: 'Bonjour',
});
const limit = { submissions: 5, since: '2026-11-23T09:50:00.000Z' };

describe('the submission store', () => {
  it('stores a submission and lists it back, with its delivery state', async () => {
    const entry = { id: 'a', submission: submission('2026-11-23T10:00:00.000Z'), addressKey: 'k1', deliver: true, stampId: null };
    expect(await storeSubmission(database, entry, limit)).toBe('stored');
    await storeSubmission(database, { ...entry, id: 'b', deliver: false, stampId: null }, limit);
    expect(await listSubmissions(database)).toEqual([
      {
        id: 'a',
        ...submission('2026-11-23T10:00:00.000Z'),
        deliveryState: 'pending',
        deliveryAttempts: 0,
        deliveredAt: null,
        deliveryError: null,
      },
      {
        id: 'b',
        ...submission('2026-11-23T10:00:00.000Z'),
        deliveryState: 'none',
        deliveryAttempts: 0,
        deliveredAt: null,
        deliveryError: null,
      },
    ]);
  });

  it('stores at most five from one address in the window, even when they arrive together', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        storeSubmission(
          database,
          { id: `x${index}`, submission: submission('2026-11-23T10:00:00.000Z'), addressKey: 'same', deliver: false, stampId: null },
          limit,
        ),
      ),
    );
    expect(results.filter((result) => result === 'stored')).toHaveLength(5);
    expect(results.filter((result) => result === 'rate-limited')).toHaveLength(3);
    // Another address, and the same address once the window has moved on, are not limited.
    expect(
      await storeSubmission(
        database,
        { id: 'y', submission: submission('2026-11-23T10:00:00.000Z'), addressKey: 'other', deliver: false, stampId: null },
        limit,
      ),
    ).toBe('stored');
    const later = { submissions: 5, since: '2026-11-23T10:00:00.000Z' };
    expect(
      await storeSubmission(
        database,
        { id: 'z', submission: submission('2026-11-23T10:10:01.000Z'), addressKey: 'same', deliver: false, stampId: null },
        later,
      ),
    ).toBe('stored');
    expect(await listSubmissions(database)).toHaveLength(7);
  });

  it('lets one submission in per visit stamp, even when the same stamp comes twice at once', async () => {
    const entry = (id: string, addressKey: string) => ({
      id,
      submission: submission('2026-11-23T10:00:00.000Z'),
      addressKey,
      deliver: false,
      stampId: 'stamp-1',
    });
    const results = await Promise.all([
      storeSubmission(database, entry('p', 'k1'), limit),
      storeSubmission(database, entry('q', 'k2'), limit),
    ]);
    expect(results.sort()).toEqual(['stamp-used', 'stored']);
    expect(await storeSubmission(database, entry('r', 'k3'), limit)).toBe('stamp-used');
    expect(await storeSubmission(database, { ...entry('s', 'k3'), stampId: 'stamp-2' }, limit)).toBe('stored');
    // Rows with no stamp (an endpoint that asks for none) never collide.
    expect(await storeSubmission(database, { ...entry('t', 'k4'), stampId: null }, limit)).toBe('stored');
    expect(await storeSubmission(database, { ...entry('u', 'k5'), stampId: null }, limit)).toBe('stored');
    const ids = (await listSubmissions(database)).map((row) => row.id).sort();
    expect(ids.filter((id) => id === 'p' || id === 'q')).toHaveLength(1);
    expect(ids.filter((id) => id !== 'p' && id !== 'q')).toEqual(['s', 't', 'u']);
  });

  it('refuses a second row with the same id rather than replacing the first', async () => {
    const entry = { id: 'same-id', submission: submission('2026-11-23T10:00:00.000Z'), addressKey: 'k', deliver: false, stampId: null };
    await storeSubmission(database, entry, limit);
    await expect(storeSubmission(database, { ...entry, submission: submission('2026-11-23T10:00:01.000Z', 'Eve') }, limit)).rejects.toThrow(
      /UNIQUE/,
    );
    expect((await listSubmissions(database)).map((row) => row.name)).toEqual(['Ana Silva']);
  });

  it('lets one worker claim a due delivery: a second claim in the lease gets nothing', async () => {
    for (const id of ['d1', 'd2', 'd3']) {
      await storeSubmission(
        database,
        { id, submission: submission('2026-11-23T10:00:00.000Z'), addressKey: id, deliver: true, stampId: null },
        limit,
      );
    }
    const [first, second] = await Promise.all([
      claimDueDeliveries(database, '2026-11-23T10:00:05.000Z', '2026-11-23T10:01:05.000Z', 2),
      claimDueDeliveries(database, '2026-11-23T10:00:05.000Z', '2026-11-23T10:01:05.000Z', 2),
    ]);
    const claimed = [...first!, ...second!].map((row) => row.id).sort();
    expect(claimed).toEqual(['d1', 'd2', 'd3']);
    expect([...first!, ...second!].every((row) => row.deliveryAttempts === 1)).toBe(true);
    expect(await claimDueDeliveries(database, '2026-11-23T10:00:30.000Z', '2026-11-23T10:01:30.000Z', 10)).toEqual([]);
    // A worker that died mid-delivery leaves its rows to the next one once the lease ends.
    expect(
      (await claimDueDeliveries(database, '2026-11-23T10:01:06.000Z', '2026-11-23T10:02:06.000Z', 10)).map((row) => row.deliveryAttempts),
    ).toEqual([2, 2, 2]);
  });

  it('records a delivery, a retry and giving up; only pending rows are claimed', async () => {
    for (const id of ['ok', 'retry', 'give-up']) {
      await storeSubmission(
        database,
        { id, submission: submission('2026-11-23T10:00:00.000Z'), addressKey: id, deliver: true, stampId: null },
        limit,
      );
    }
    await claimDueDeliveries(database, '2026-11-23T10:00:01.000Z', '2026-11-23T10:01:01.000Z', 10);
    await recordDelivery(database, 'ok', { delivered: true, at: '2026-11-23T10:00:02.000Z' });
    await recordDelivery(database, 'retry', { delivered: false, error: 'HTTP 503', retryAt: '2026-11-23T10:02:00.000Z' });
    await recordDelivery(database, 'give-up', { delivered: false, error: 'HTTP 410', retryAt: null });
    const rows = Object.fromEntries((await listSubmissions(database)).map((row) => [row.id, row]));
    expect(rows.ok).toMatchObject({ deliveryState: 'delivered', deliveredAt: '2026-11-23T10:00:02.000Z', deliveryError: null });
    expect(rows.retry).toMatchObject({ deliveryState: 'pending', deliveryError: 'HTTP 503' });
    expect(rows['give-up']).toMatchObject({ deliveryState: 'failed', deliveryError: 'HTTP 410' });
    expect(await claimDueDeliveries(database, '2026-11-23T10:01:59.000Z', '2026-11-23T10:03:00.000Z', 10)).toEqual([]);
    expect((await claimDueDeliveries(database, '2026-11-23T10:02:00.000Z', '2026-11-23T10:03:00.000Z', 10)).map((row) => row.id)).toEqual([
      'retry',
    ]);
  });

  it('makes a secret once and gives the same one after', async () => {
    const first = await readSecret(database, 'visit-stamp', () => 'one');
    expect(first).toBe('one');
    expect(await readSecret(database, 'visit-stamp', () => 'two')).toBe('one');
  });
});
