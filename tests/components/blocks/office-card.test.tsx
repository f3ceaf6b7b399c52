import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfficeCard } from '../../../site/blocks/office-card.tsx';
import { renderInSite, testSite } from '../../support/render-site.tsx';

describe('OfficeCard', () => {
  it('shows the office as an address block with a dialable phone link and a mail link', () => {
    const office = testSite().office;
    const { container } = renderInSite(<OfficeCard office={office} />);
    const address = container.querySelector<HTMLElement>('[data-component="office-card"]')!;
    expect(address.querySelector('address')).not.toBeNull();
    expect(within(address).getByRole('heading', { level: 2 }).textContent).toBe('Your nearest office');
    expect(within(address).getByRole('link', { name: '+1 514 555 0142' }).getAttribute('href')).toBe('tel:+15145550142');
    const mail = within(address).getByRole('link', { name: 'hello@factor.consulting' });
    expect(mail.getAttribute('href')).toBe('mailto:hello@factor.consulting');
    expect(mail.getAttribute('target')).toBeNull();
    expect(address.textContent).toContain('1250 boulevard René-Lévesque Ouest');
    expect(address.textContent).toContain('Monday to Friday');
  });

  it('labels the details in the page language', () => {
    renderInSite(<OfficeCard office={testSite('fr').office} headingLevel={3} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Votre bureau le plus proche');
    expect(screen.getByText('Téléphone')).toBeTruthy();
  });
});
