import { readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../generator/dev/dev-server.ts';
import { createFixtureProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
let dev: DevServer;
const messages: string[] = [];
const stages: string[] = [];

beforeAll(async () => {
  project = await createFixtureProject('dev');
  dev = await startDevServer({
    root: project.root,
    outDir: join(project.root, '.dev-dist'),
    port: 0,
    host: '127.0.0.1',
    logger: {
      stage: (name) => stages.push(name),
      info: (message) => messages.push(message),
      warn: (message) => messages.push(`warn: ${message}`),
    },
  });
});

afterAll(async () => {
  await dev.close();
  await project.remove();
});

async function page(path: string): Promise<string> {
  const response = await fetch(new URL(path, dev.url));
  return response.text();
}

/** Opens the reload channel like a browser page does; resolves at the next `reload` event. */
function nextReload(): Promise<{ receivedAt: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get(new URL('/__dev/events', dev.url), (response: IncomingMessage) => {
      response.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: reload')) {
          resolve({ receivedAt: performance.now(), close: () => request.destroy() });
        }
      });
    });
    request.on('error', reject);
  });
}

describe('site dev', () => {
  it('serves a development build with the reload client', async () => {
    const html = await page('/en/audit/');
    expect(html).toContain('<html lang="en" ');
    expect(html).toContain("new EventSource('/__dev/events')");
  });

  it('re-renders only the pages of an edited markdown file, without bundling, and reloads the browser', async () => {
    const file = join(project.root, 'content/en/audit.md');
    const original = readFileSync(file, 'utf8');
    const reload = nextReload();
    await new Promise((resolve) => setTimeout(resolve, 100));
    stages.length = 0;
    writeFileSync(file, `${original}\nA sentence added while the dev server runs.\n`);
    const event = await reload;
    event.close();
    await dev.idle();
    expect(stages).not.toContain('bundle');
    // en, and en-gb, which has no audit page of its own and reads en's.
    expect(messages.at(-1)).toMatch(/updated content\/en\/audit\.md → 2 pages/);
    expect(await page('/en/audit/')).toContain('A sentence added while the dev server runs.');
    expect(await page('/en-gb/audit/')).toContain('A sentence added while the dev server runs.');
    expect(await page('/fr/audit/')).not.toContain('A sentence added');
    writeFileSync(file, original);
    await dev.idle();
  });

  it('re-renders an edited page again with the header, footer and banner it drew before: the page a rebuild makes', async () => {
    const file = join(project.root, 'content/en/audit.md');
    const original = readFileSync(file, 'utf8');
    // Each write once the one before it has been taken in (the watcher tells of a write a moment after it).
    const settled = async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await dev.idle();
    };
    const edit = async (text: string) => {
      await settled();
      const reload = nextReload();
      await new Promise((resolve) => setTimeout(resolve, 100));
      writeFileSync(file, text);
      (await reload).close();
      await dev.idle();
    };
    try {
      await edit(`${original}\nA first edit.\n`);
      await edit(`${original}\nA second edit.\n`);
      expect(messages.at(-1)).toMatch(/updated content\/en\/audit\.md → 2 pages/);
      const edited = { en: await page('/en/audit/'), enGb: await page('/en-gb/audit/') };
      expect(edited.en).toContain('A second edit.');
      // A translation file written again, unchanged: every page is rendered anew, the chrome with it.
      const translations = join(project.root, 'locales/en/translation.json');
      await settled();
      const reload = nextReload();
      await new Promise((resolve) => setTimeout(resolve, 100));
      writeFileSync(translations, readFileSync(translations, 'utf8'));
      (await reload).close();
      await dev.idle();
      expect(messages.at(-1)).toMatch(/rebuilt after a change to/);
      expect(await page('/en/audit/')).toBe(edited.en);
      expect(await page('/en-gb/audit/')).toBe(edited.enGb);
    } finally {
      writeFileSync(file, original);
      await settled();
    }
  });

  it('keeps serving the last good build when an edit breaks it', async () => {
    const file = join(project.root, 'content/fr/audit.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/^title: .*$/m, 'title: [broken'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await dev.idle();
    expect(messages.at(-1)).toMatch(/^warn: the site could not be rebuilt: content\/fr\/audit\.md:\d+ The front matter is not valid YAML/);
    expect(await page('/fr/audit/')).toContain('<html lang="fr" ');
    writeFileSync(file, original);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await dev.idle();
  });

  it('rebuilds everything when a translation changes', async () => {
    const file = join(project.root, 'locales/fr/translation.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('"Aller au contenu"', '"Aller directement au contenu"'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await dev.idle();
    expect(await page('/fr/legal/')).toContain('Aller directement au contenu');
    writeFileSync(file, original);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await dev.idle();
  });
});
