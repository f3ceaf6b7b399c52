import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../generator/dev/dev-server.ts';
import { createFixtureProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
let dev: DevServer;
const messages: string[] = [];
const stages: string[] = [];
const listeners = new Set<(message: string) => void>();
const log = (message: string) => {
  messages.push(message);
  for (const listener of listeners) listener(message);
};

/** Resolves at the next message of the dev server that matches: how a test knows its edit was taken in. */
function nextMessage(pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const listener = (message: string) => {
      if (!pattern.test(message)) return;
      listeners.delete(listener);
      resolve(message);
    };
    listeners.add(listener);
  });
}

/** Writes a file and waits until the dev server has rebuilt after it (the message it prints), and is idle again. */
async function writeAndWait(file: string, text: string, pattern = /updated |rebuilt after|could not be rebuilt/): Promise<string> {
  const taken = nextMessage(pattern);
  writeFileSync(file, text);
  const message = await taken;
  await dev.idle();
  return message;
}

beforeAll(async () => {
  project = await createFixtureProject('dev');
  dev = await startDevServer({
    root: project.root,
    outDir: join(project.root, '.dev-dist'),
    port: 0,
    host: '127.0.0.1',
    logger: {
      stage: (name) => stages.push(name),
      info: log,
      warn: (message) => log(`warn: ${message}`),
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

/**
 * Opens the reload channel like a browser page does: `connected` resolves once the server holds it open, `reload` at
 * the next `reload` event.
 */
function nextReload(): { connected: Promise<void>; reload: Promise<{ receivedAt: number; close: () => void }> } {
  let connected: () => void = () => undefined;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const reload = new Promise<{ receivedAt: number; close: () => void }>((resolve, reject) => {
    const request = get(new URL('/__dev/events', dev.url), (response: IncomingMessage) => {
      connected();
      response.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: reload')) {
          resolve({ receivedAt: performance.now(), close: () => request.destroy() });
        }
      });
    });
    request.on('error', reject);
  });
  return { connected: isConnected, reload };
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
    const { connected, reload } = nextReload();
    await connected;
    stages.length = 0;
    const message = await writeAndWait(file, `${original}\nA sentence added while the dev server runs.\n`);
    (await reload).close();
    expect(stages).not.toContain('bundle');
    // en, and en-gb, which has no audit page of its own and reads en's.
    expect(message).toMatch(/updated content\/en\/audit\.md → 2 pages/);
    expect(await page('/en/audit/')).toContain('A sentence added while the dev server runs.');
    expect(await page('/en-gb/audit/')).toContain('A sentence added while the dev server runs.');
    expect(await page('/fr/audit/')).not.toContain('A sentence added');
    await writeAndWait(file, original);
  });

  it('re-renders an edited page again with the header, footer and banner it drew before: the page a rebuild makes', async () => {
    const file = join(project.root, 'content/en/audit.md');
    const original = readFileSync(file, 'utf8');
    const edit = async (path: string, text: string) => {
      const { connected, reload } = nextReload();
      await connected;
      const message = await writeAndWait(path, text);
      (await reload).close();
      return message;
    };
    try {
      await edit(file, `${original}\nA first edit.\n`);
      expect(await edit(file, `${original}\nA second edit.\n`)).toMatch(/updated content\/en\/audit\.md → 2 pages/);
      const edited = { en: await page('/en/audit/'), enGb: await page('/en-gb/audit/') };
      expect(edited.en).toContain('A second edit.');
      // A translation file written again, unchanged: every page is rendered anew, the chrome with it.
      const translations = join(project.root, 'locales/en/translation.json');
      expect(await edit(translations, readFileSync(translations, 'utf8'))).toMatch(/rebuilt after a change to/);
      expect(await page('/en/audit/')).toBe(edited.en);
      expect(await page('/en-gb/audit/')).toBe(edited.enGb);
    } finally {
      await writeAndWait(file, original);
    }
  });

  it('takes in a second save that comes right after the first was rendered', async () => {
    const file = join(project.root, 'content/en/audit.md');
    const original = readFileSync(file, 'utf8');
    try {
      for (const count of ['once', 'twice', 'three times']) {
        await writeAndWait(file, `${original}\nSaved ${count}.\n`);
        expect(await page('/en/audit/')).toContain(`Saved ${count}.`);
      }
    } finally {
      await writeAndWait(file, original);
    }
  });

  it('keeps serving the last good build when an edit breaks it', async () => {
    const file = join(project.root, 'content/fr/audit.md');
    const original = readFileSync(file, 'utf8');
    const message = await writeAndWait(file, original.replace(/^title: .*$/m, 'title: [broken'));
    expect(message).toMatch(/^warn: the site could not be rebuilt: content\/fr\/audit\.md:\d+ The front matter is not valid YAML/);
    expect(await page('/fr/audit/')).toContain('<html lang="fr" ');
    await writeAndWait(file, original);
  });

  it('re-renders a partial override with its base page when either is edited, without a full build', async () => {
    const base = join(project.root, 'content/en/audit.md');
    const partial = join(project.root, 'content/en-gb/audit.md');
    const original = readFileSync(base, 'utf8');
    const withId = original.replace('  - type: features', '  - id: scope\n    type: features');
    try {
      await writeAndWait(base, withId);
      await writeAndWait(partial, '---\nsections:\n  - id: scope\n    title: "What we look at, in Britain"\n---\n');
      expect(await page('/en-gb/audit/')).toContain('What we look at, in Britain');
      stages.length = 0;
      // en's page and en-gb's, made again from the edited base and the override.
      expect(await writeAndWait(base, `${withId}\nA sentence both pages read.\n`)).toMatch(/updated content\/en\/audit\.md → 2 pages/);
      expect(stages).not.toContain('bundle');
      const british = await page('/en-gb/audit/');
      expect(british).toContain('A sentence both pages read.');
      expect(british).toContain('What we look at, in Britain');
      const own = '---\nsections:\n  - id: scope\n    title: "What we look at, in Britain"\n---\n\nA paragraph of its own.\n';
      expect(await writeAndWait(partial, own)).toMatch(/updated content\/en-gb\/audit\.md → 1 pages/);
      expect(await page('/en-gb/audit/')).toContain('A paragraph of its own.');
      expect(await page('/en-gb/audit/')).not.toContain('A sentence both pages read.');
    } finally {
      const removed = nextMessage(/updated |rebuilt after|could not be rebuilt/);
      rmSync(partial, { force: true });
      await removed;
      await dev.idle();
      await writeAndWait(base, original);
    }
  });

  it('rebuilds everything when a translation changes', async () => {
    const file = join(project.root, 'locales/fr/translation.json');
    const original = readFileSync(file, 'utf8');
    await writeAndWait(file, original.replace('"Aller au contenu"', '"Aller directement au contenu"'));
    expect(await page('/fr/legal/')).toContain('Aller directement au contenu');
    await writeAndWait(file, original);
  });
});
