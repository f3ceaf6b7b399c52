import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../../../generator/plan/resolve-blocks.ts';
import type { BlockCard } from '../../../../site/shared/blocks.ts';

const card = (href: string, iso: string | null): BlockCard => ({
  href,
  title: href,
  summary: '',
  kicker: null,
  image: null,
  article: iso ? { published: { iso, label: iso }, author: { name: 'Ana', picture: null }, readingMinutes: 5 } : null,
  detail: null,
  action: null,
  outcome: null,
});

describe('cards of a section', () => {
  it('list articles newest first, whatever order the page listed them in', () => {
    const cards = [card('/a/', '2026-02-17'), card('/b/', '2026-09-22'), card('/c/', '2026-04-08')];
    expect(newestFirst(cards).map((item) => item.href)).toEqual(['/b/', '/c/', '/a/']);
  });

  it('keep the listed order when any card is not an article', () => {
    const cards = [card('/a/', '2026-02-17'), card('/services/', null), card('/b/', '2026-09-22')];
    expect(newestFirst(cards).map((item) => item.href)).toEqual(['/a/', '/services/', '/b/']);
  });
});
