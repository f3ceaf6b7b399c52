import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../../../site/primitives/link.tsx';
import { renderInSite } from '../../support/render-site.tsx';

describe('Link', () => {
  it('prefixes a local route with the page locale', () => {
    renderInSite(<Link href="/contact/">Contact</Link>, { locale: 'fr' });
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('href')).toBe('/fr/contact/');
    expect(link.dataset.link).toBe('local');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens an external link in a new tab, safely, with a title ending "(External)"', () => {
    renderInSite(<Link href="https://segment.com/">Segment</Link>);
    const link = screen.getByRole('link', { name: 'Segment' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('title')).toBe('Segment (External)');
  });

  it('says "(Externe)" in French', () => {
    renderInSite(<Link href="//cdn.example.org/">CDN</Link>, { locale: 'fr' });
    expect(screen.getByRole('link').getAttribute('title')).toBe('CDN (Externe)');
  });

  it('leaves mail links in the same tab', () => {
    renderInSite(<Link href="mailto:hello@factor.consulting">Write to us</Link>);
    const link = screen.getByRole('link');
    expect(link.dataset.link).toBe('mail');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('links to another locale when asked (language switchers)', () => {
    renderInSite(
      <Link href="/audit/" locale="fr-ca">
        Français
      </Link>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr-ca/audit/');
  });
});
