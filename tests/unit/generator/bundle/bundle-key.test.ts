import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSources } from '../../../../generator/bundle/bundle-site.ts';

let root: string;
let stamp: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'bundle-key-'));
  stamp = join(root, '.cache', 'bundles', 'sources.json');
  mkdirSync(join(root, 'site', 'chrome'), { recursive: true });
  writeFileSync(join(root, 'site', 'app.tsx'), 'export const App = 1;');
  writeFileSync(join(root, 'site', 'chrome', 'header.tsx'), 'export const Header = 1;');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the bundle cache key', () => {
  it('stays the same for the same sources, so a warm build reuses its bundle', () => {
    expect(hashSources(root, 'production', stamp)).toBe(hashSources(root, 'production', stamp));
  });

  it('changes with any file of the site, the lockfile or the mode, so no build reuses a stale bundle', () => {
    const first = hashSources(root, 'production', stamp);
    expect(hashSources(root, 'development', stamp)).not.toBe(first);
    writeFileSync(join(root, 'site', 'chrome', 'header.tsx'), 'export const Header = 2;');
    const edited = hashSources(root, 'production', stamp);
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(hashSources(root, 'production', stamp)).not.toBe(edited);
  });

  it('tells a file apart from its contents moved into another file', () => {
    const first = hashSources(root, 'production', stamp);
    writeFileSync(join(root, 'site', 'app.tsx'), 'export const App = 1;export const Header = 1;');
    writeFileSync(join(root, 'site', 'chrome', 'header.tsx'), '');
    expect(hashSources(root, 'production', stamp)).not.toBe(first);
  });
});
