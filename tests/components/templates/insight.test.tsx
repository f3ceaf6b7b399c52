import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InsightContent } from '../../../site/templates/insight/content.ts';
import { renderTemplate, testCard } from '../../support/render-template.tsx';

const article: InsightContent = {
  author: { firstName: 'Ada', lastName: 'Lovelace', role: 'Partner', isMember: true, location: null, linkedin: null, picture: null },
  published: { iso: '2026-03-02', label: 'March 2, 2026' },
  updated: null,
  readingMinutes: 6,
  cards: [],
};

describe('the insight template', () => {
  it('heads the article with its title, its date for machines and people, and its reading time', () => {
    renderTemplate('insight', article, { title: 'Closing the month in four days' });
    // Its last words are kept together, so that no word is left alone on the title's last line.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Closing the month in four\u00a0days');
    const date = screen.getByText('March 2, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2026-03-02');
    expect(date.parentElement!.textContent).toBe('March 2, 2026 · 6 min read');
  });

  it('names its author beside the text', () => {
    renderTemplate('insight', article);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Partner')).toBeTruthy();
  });

  it('offers other articles to read next and as related insights, and neither when there are none', () => {
    const { container, unmount } = renderTemplate('insight', article);
    expect(screen.queryByRole('navigation', { name: 'Read next' })).toBeNull();
    expect(container.querySelector('[data-block="related"]')).toBeNull();
    unmount();

    const cards = [testCard('/insights/a/', 'Invoices read by machine'), testCard('/insights/b/', 'A pipeline you can trust')];
    renderTemplate('insight', { ...article, cards });
    const next = screen.getByRole('navigation', { name: 'Read next' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/insights/a/', '/en/insights/b/']);
    const related = screen.getByRole('heading', { level: 2, name: 'Related insights' }).closest('section')!;
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Invoices read by machine', 'A pipeline you can trust']);
  });
});
