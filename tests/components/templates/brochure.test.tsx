import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate, testCard } from '../../support/render-template.tsx';

describe('the brochure template', () => {
  it('leads from the brochure to its download page', () => {
    renderTemplate('brochure', { related: testCard('/brochures/metals-sales-download/', 'Metals sales') });
    expect(screen.getByRole('link', { name: 'Download the brochure' }).getAttribute('href')).toBe('/en/brochures/metals-sales-download/');
  });

  it('speaks the page language', () => {
    renderTemplate('brochure', { related: testCard('/brochures/ventes-metaux-telechargement/', 'Ventes de métaux') }, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Télécharger la brochure' })).toBeTruthy();
  });
});
