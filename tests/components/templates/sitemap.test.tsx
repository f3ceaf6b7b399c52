import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../support/render-template.tsx';

describe('the sitemap template', () => {
  it('lists every page of the locale under its group', () => {
    const { container } = renderTemplate('sitemap', {
      sitemap: [
        { label: 'Services', links: [{ href: '/services/ai-ml/', label: 'AI and machine learning' }] },
        {
          label: 'Company',
          links: [
            { href: '/contact/', label: 'Contact' },
            { href: '/legal/privacy/', label: 'Privacy' },
          ],
        },
      ],
    });
    const groups = [...container.querySelectorAll<HTMLElement>('[data-sitemap] > li')];
    expect(groups.map((group) => group.querySelector('strong')!.textContent)).toEqual(['Services', 'Company']);
    expect(
      within(groups[1]!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Contact', '/en/contact/'],
      ['Privacy', '/en/legal/privacy/'],
    ]);
    expect(screen.getByRole('link', { name: 'AI and machine learning' })).toBeTruthy();
  });
});
