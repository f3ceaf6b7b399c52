import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { serveBuild } from '../support/serve-build.ts';

// A copy of the built site, whose files this test deletes under the server.
const dir = mkdtempSync(join(tmpdir(), 'site-serve-vanished-'));
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  cpSync(inject('builtSite'), dir, { recursive: true });
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
