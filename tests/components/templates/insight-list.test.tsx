import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate, testCard } from '../../support/render-template.tsx';

const article = (slug: string, title: string) =>
  testCard(`/insights/${slug}/`, title, {
    article: {
      published: { iso: '2026-03-02', label: 'March 2, 2026' },
      author: { name: 'Ada Lovelace', picture: null },
      readingMinutes: 4,
    },
  });

describe('the insight-list template', () => {
  it('features the newest article, then lists the others', () => {
    const cards = [
      article('newest', 'Invoices read by machine'),
      article('newer', 'A pipeline you can trust'),
      article('old', 'Ten years of ledgers'),
    ];
    renderTemplate('insight-list', { cards });
    expect(screen.getByText('Latest article')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Invoices read by machine' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Articles' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['A pipeline you can trust', 'Ten years of ledgers']);
  });

  it('shows no list of articles, and no empty one, when there is a single article or none', () => {
    renderTemplate('insight-list', { cards: [article('only', 'Invoices read by machine')] });
    expect(screen.queryByRole('list', { name: 'Articles' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Invoices read by machine' })).toBeTruthy();
  });
});
