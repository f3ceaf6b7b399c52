import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '../../site/chrome/language-switcher.tsx';
import { languageCookieNames, switchLanguageUrl } from '../../site/runtime/language-preference.ts';
import { renderInSite } from '../support/render-site.tsx';

afterEach(() => vi.restoreAllMocks());

describe('LanguageSwitcher', () => {
  it('lists every locale in its own language, the current one marked', () => {
    renderInSite(<LanguageSwitcher onSelect={() => {}} />, { page: { route: '/contact/' } });
    const french = screen.getByRole('link', { name: 'Français (Canada)' });
    expect(french.getAttribute('href')).toBe('/fr-ca/contact/');
    expect(french.getAttribute('lang')).toBe('fr-ca');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByRole('link')).toHaveLength(15);
  });

  it('calls its listener with the chosen locale', () => {
    const onSelect = vi.fn();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '?a=1', hash: '', assign } as Location);
    renderInSite(<LanguageSwitcher onSelect={onSelect} />, { page: { route: '/audit/' } });
    fireEvent.click(screen.getByRole('link', { name: 'Français (Suisse)' }));
    expect(onSelect).toHaveBeenCalledWith('fr-ch');
    expect(assign).toHaveBeenCalledWith('/fr-ch/audit/?a=1');
  });

  it('warns when used without a listener (SPEC §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '', hash: '', assign: vi.fn() } as Location);
    renderInSite(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no onSelect listener'));
  });
});

describe('language preference helpers', () => {
  it('find the language cookies and build the switched URL', () => {
    expect(languageCookieNames('a=1; lang-en=prefer; theme=x; lang-fr-ca=prefer')).toEqual(['lang-en', 'lang-fr-ca']);
    expect(switchLanguageUrl('fr', '/contact/business/', { search: '?x=1', hash: '#top' })).toBe('/fr/contact/business/?x=1#top');
  });
});
