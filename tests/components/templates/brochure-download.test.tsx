import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate, testCard } from '../../support/render-template.tsx';

const related = testCard('/brochures/metals-sales/', 'Selling metals without the spreadsheets');

describe('the brochure-download template', () => {
  it("is headed by the brochure's own title, offers the PDF with its size and leads back to the brochure online", () => {
    renderTemplate('brochure-download', { related, file: { href: '/brochures/metals-sales.pdf', bytes: 412_000 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent?.replace(/\u00a0/g, ' ')).toBe('Selling metals without the spreadsheets');
    const pdf = screen.getByRole('link', { name: 'Download the brochure (PDF, 402 KB)' });
    expect(pdf.getAttribute('href')).toBe('/brochures/metals-sales.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'This brochure online →' }).getAttribute('href')).toBe('/en/brochures/metals-sales/');
  });

  it('offers no download when the build drew no PDF, and still leads to the brochure online', () => {
    renderTemplate('brochure-download', { related, file: null });
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'This brochure online →' })).toBeTruthy();
  });
});
