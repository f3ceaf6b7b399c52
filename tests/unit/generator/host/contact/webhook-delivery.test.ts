import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSubmissions, storeSubmission } from '../../../../../generator/host/contact/submission-store.ts';
import { deliverDueSubmissions, DELIVERY_POLICY, nextAttemptAt } from '../../../../../generator/host/contact/webhook-delivery.ts';
import { openSubmissionsDatabase, type SubmissionsDatabase } from '../../../../../generator/serve/submissions-database.ts';

/** A local webhook receiver that answers with whatever status the test sets, and records what it got. */
let receiver: Server;
let url: string;
let status = 200;
const received: { body: Record<string, string>; idempotencyKey: string | undefined }[] = [];
let dir: string;
let database: SubmissionsDatabase;
let clock = Date.parse('2026-11-23T10:00:00Z');
const now = () => clock;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (status === 200)
        received.push({ body: JSON.parse(body), idempotencyKey: request.headers['idempotency-key'] as string | undefined });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  dir = await mkdtemp(join(tmpdir(), 'webhook-delivery-'));
  database = await openSubmissionsDatabase(join(dir, 'submissions.sqlite'));
});
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => receiver.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const store = (id: string) =>
  storeSubmission(
    database,
    {
      id,
      submission: {
        receivedAt: new Date(clock).toISOString(),
        form: 'support',
        locale: 'fr',
        name: 'Léa',
        email: 'lea@example.org',
        company: 'Acme',
        topic: 'incident',
        message: 'Panne',
      },
      addressKey: id,
      deliver: true,
      stampId: null,
    },
    { submissions: 5, since: '2000-01-01T00:00:00.000Z' },
  );

describe('webhook delivery', () => {
  it('waits a minute before the first retry, twice as long each time after, at most six hours, and gives up after 12 attempts', () => {
    const start = 0;
    expect([1, 2, 3, 4].map((attempts) => nextAttemptAt(attempts, start))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(nextAttemptAt(11, start)).toBe(6 * 60 * 60 * 1000);
    expect(nextAttemptAt(12, start)).toBeNull();
  });

  it('posts each due submission as JSON with its id as the idempotency key, and marks it delivered', async () => {
    await store('first');
    expect(await deliverDueSubmissions(database, url, { now })).toEqual({ delivered: 1, failed: 0 });
    expect(received).toEqual([
      {
        body: {
          id: 'first',
          receivedAt: '2026-11-23T10:00:00.000Z',
          form: 'support',
          locale: 'fr',
          name: 'Léa',
          email: 'lea@example.org',
          company: 'Acme',
          topic: 'incident',
          message: 'Panne',
        },
        idempotencyKey: 'first',
      },
    ]);
    expect((await listSubmissions(database))[0]).toMatchObject({
      deliveryState: 'delivered',
      deliveryAttempts: 1,
      deliveredAt: '2026-11-23T10:00:00.000Z',
    });
    expect(await deliverDueSubmissions(database, url, { now })).toEqual({ delivered: 0, failed: 0 });
  });

  it('keeps a submission the webhook refused, and sends it once the webhook works again and the retry is due', async () => {
    status = 503;
    await store('second');
    expect(await deliverDueSubmissions(database, url, { now })).toEqual({ delivered: 0, failed: 1 });
    const waiting = (await listSubmissions(database)).find((row) => row.id === 'second')!;
    expect(waiting).toMatchObject({ deliveryState: 'pending', deliveryAttempts: 1, deliveryError: 'HTTP 503' });
    status = 200;
    clock += 59_000;
    expect(await deliverDueSubmissions(database, url, { now })).toEqual({ delivered: 0, failed: 0 });
    clock += 1_000;
    expect(await deliverDueSubmissions(database, url, { now })).toEqual({ delivered: 1, failed: 0 });
    expect(received.at(-1)?.body.id).toBe('second');
  });

  it('counts an unreachable webhook as a failure, and gives up after the last attempt without losing the row', async () => {
    await store('third');
    const policy = { ...DELIVERY_POLICY, maxAttempts: 2, timeoutMs: 200 };
    const closed = 'http://127.0.0.1:9/hook';
    expect(await deliverDueSubmissions(database, closed, { now, policy })).toEqual({ delivered: 0, failed: 1 });
    clock += 60_000;
    expect(await deliverDueSubmissions(database, closed, { now, policy })).toEqual({ delivered: 0, failed: 1 });
    const row = (await listSubmissions(database)).find((entry) => entry.id === 'third')!;
    expect(row).toMatchObject({ deliveryState: 'failed', deliveryAttempts: 2 });
    expect(row.deliveryError).toMatch(/fetch failed|ECONNREFUSED/);
    clock += 24 * 60 * 60 * 1000;
    expect(await deliverDueSubmissions(database, url, { now, policy })).toEqual({ delivered: 0, failed: 0 });
  });
});
