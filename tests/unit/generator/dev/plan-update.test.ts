import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planUpdate } from '../../../../generator/dev/plan-update.ts';

const root = '/project';
const events = (...list: [string, string][]) => list.map(([event, file]) => ({ event, path: join(root, file) }));

describe('planUpdate (what dev redoes after an edit)', () => {
  it('re-renders only the pages of edited markdown files, each named once', () => {
    const update = planUpdate(
      root,
      events(['change', 'content/fr/audit.md'], ['change', 'content/en/audit.md'], ['change', 'content/en/audit.md']),
    );
    expect(update).toEqual({ kind: 'pages', files: ['content/en/audit.md', 'content/fr/audit.md'] });
  });

  it('rebuilds when a page is added or removed, or media change (other pages link to them)', () => {
    expect(planUpdate(root, events(['add', 'content/en/careers.md']))).toEqual({ kind: 'rebuild', cause: 'content' });
    expect(planUpdate(root, events(['unlink', 'content/en/audit.md']))).toEqual({ kind: 'rebuild', cause: 'content' });
    expect(planUpdate(root, events(['change', 'content/media/leads/home.svg']))).toEqual({ kind: 'rebuild', cause: 'content' });
  });

  it('rebuilds for translations, site code and the config, naming the most far-reaching cause of a batch', () => {
    expect(planUpdate(root, events(['change', 'locales/fr/translation.json']))).toEqual({ kind: 'rebuild', cause: 'translations' });
    expect(planUpdate(root, events(['change', 'content/en/audit.md'], ['change', 'site/chrome/header.tsx']))).toEqual({
      kind: 'rebuild',
      cause: 'site',
    });
    expect(
      planUpdate(root, events(['change', 'site/app.tsx'], ['change', 'site.config.json'], ['change', 'locales/en/translation.json'])),
    ).toEqual({
      kind: 'rebuild',
      cause: 'config',
    });
  });

  it('ignores files the site is not made of', () => {
    expect(planUpdate(root, events(['change', 'README.md'], ['change', 'locales/notes.txt']))).toBeNull();
    expect(planUpdate(root, [])).toBeNull();
  });
});
