import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { serveBuild } from '../support/serve-build.ts';

// A copy of the built site, whose files these tests delete or break under the server.
const dir = mkdtempSync(join(tmpdir(), 'site-serve-vanished-'));
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  cpSync(inject('builtFixture'), dir, { recursive: true });
  server = await serveBuild(dir);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

it('keeps serving when a file it knew is gone by the time it reads it (a build swapping the folder)', async () => {
  const chunk = `assets/chunks/${readdirSync(join(dir, 'assets/chunks')).find((name) => name.endsWith('.js'))}`;
  expect((await fetch(`${server.url}/${chunk}`)).status).toBe(200);
  rmSync(join(dir, chunk));
  // The server indexed the folder as it started: it finds the file, and its reading fails. That answer is cut off.
  await expect(fetch(`${server.url}/${chunk}`).then((response) => response.arrayBuffer())).rejects.toThrow();
  // The server is still there.
  const page = await fetch(`${server.url}/en/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<html');
});

it('answers 500 to a request it cannot answer, and keeps serving the others', async () => {
  // A hand-edited `_headers` whose value HTTP does not allow (the euro sign is not a header byte): setting it throws.
  const headersFile = join(dir, '_headers');
  const rules = readFileSync(headersFile, 'utf8');
  writeFileSync(headersFile, `${rules}\n/en/legal/*\n  X-Price: 10 €\n`);
  try {
    const broken = await fetch(`${server.url}/en/legal/`);
    expect(broken.status).toBe(500);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    expect(await broken.text()).toBe('Server error');
    const page = await fetch(`${server.url}/en/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-price')).toBeNull();
  } finally {
    writeFileSync(headersFile, rules);
  }
});
