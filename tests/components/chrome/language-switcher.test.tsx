import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '../../../site/chrome/language-switcher.tsx';
import { languageCookieNames } from '../../../site/shared/language-preference.ts';
import { renderInSite } from '../../support/render-site.tsx';

afterEach(() => vi.restoreAllMocks());

function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: /Language and region|Langue et région/ }));
  return screen.getByRole('dialog');
}

describe('LanguageSwitcher and the language picker', () => {
  it('shows the current locale and opens the picker with region groups, World open at first', () => {
    renderInSite(<LanguageSwitcher placement="footer" onSelect={() => {}} />, { page: { route: '/contact/' } });
    const dialog = openPicker();
    const groups = within(dialog)
      .getAllByRole('button', { expanded: undefined })
      .filter((button) => button.hasAttribute('aria-expanded'));
    expect(groups.map((group) => group.textContent)).toEqual(['Europe', 'America', 'Oceania', 'Asia', 'World']);
    expect(groups.map((group) => group.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false', 'true']);
    expect(within(dialog).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(groups[1]!);
    expect(groups[1]!.getAttribute('aria-expanded')).toBe('true');
    const canada = within(dialog).getByRole('link', { name: 'Français (Canada)' });
    expect(canada.getAttribute('href')).toBe('/fr-ca/contact/');
    expect(canada.getAttribute('lang')).toBe('fr-ca');
    expect(canada.querySelector('svg')!.dataset.flag).toBe('CA');
    fireEvent.click(groups[1]!);
    expect(groups[1]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('reaches every configured locale', () => {
    renderInSite(<LanguageSwitcher placement="footer" onSelect={() => {}} />);
    const dialog = openPicker();
    for (const group of within(dialog)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-expanded') === 'false'))
      fireEvent.click(group);
    expect(within(dialog).getAllByRole('link')).toHaveLength(15);
  });

  it('calls its listener with the chosen locale, whose link keeps the query string and fragment', () => {
    const onSelect = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '?a=1', hash: '#top' } as Location);
    renderInSite(<LanguageSwitcher placement="footer" onSelect={onSelect} />, { page: { route: '/audit/' } });
    const dialog = openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Europe' }));
    const link = within(dialog).getByRole('link', { name: 'Français (Suisse)' });
    expect(link.getAttribute('href')).toBe('/fr-ch/audit/?a=1#top');
    fireEvent.click(link);
    expect(onSelect).toHaveBeenCalledWith('fr-ch');
  });

  it('warns when used without a listener (SPEC §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInSite(<LanguageSwitcher placement="footer" />);
    fireEvent.click(within(openPicker()).getByRole('link', { name: 'Français' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no onSelect listener'));
  });

  it('speaks French on French pages', () => {
    renderInSite(<LanguageSwitcher placement="footer" onSelect={() => {}} />, { locale: 'fr' });
    const dialog = openPicker();
    expect(within(dialog).getByRole('heading').textContent).toBe('Choisissez votre langue et votre région');
    expect(within(dialog).getByRole('button', { name: 'Monde' })).toBeTruthy();
  });
});

describe('language preference helpers', () => {
  it('find the language cookies', () => {
    expect(languageCookieNames('a=1; lang-en=prefer; theme=x; lang-fr-ca=prefer')).toEqual(['lang-en', 'lang-fr-ca']);
  });
});
