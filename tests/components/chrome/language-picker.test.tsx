import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from '../../../site/chrome/language-picker.tsx';
import { Flag } from '../../../site/primitives/flag.tsx';
import { FLAGS } from '../../../site/shared/locales.ts';
import { renderInSite, testSite } from '../../support/render-site.tsx';

const clicks: { defaultPrevented: boolean }[] = [];
/** Records whether the picker let a link click through, then stops happy-dom from navigating the test page. */
const recordAndStop = (event: MouseEvent) => {
  if (!(event.target instanceof Element) || !event.target.closest('a')) return;
  clicks.push({ defaultPrevented: event.defaultPrevented });
  event.preventDefault();
};

beforeEach(() => {
  clicks.length = 0;
  document.addEventListener('click', recordAndStop);
});
afterEach(() => {
  document.removeEventListener('click', recordAndStop);
  window.history.replaceState(null, '', '/');
});

function openPicker(options: Parameters<typeof renderInSite>[1] = {}, onSelect = vi.fn(), onClose = vi.fn()) {
  renderInSite(<LanguagePicker open onClose={onClose} onSelect={onSelect} />, options);
  const dialog = screen.getByRole('dialog');
  const groups = () =>
    within(dialog)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'));
  return { dialog, groups, onSelect, onClose };
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('LanguagePicker', () => {
  it('groups the locales by region in a fixed order, leaving out regions without locales', () => {
    const { dialog, groups } = openPicker();
    expect(screen.getByRole('dialog', { name: 'Choose your language and region' })).toBe(dialog);
    // The site has no African locale: the group is not shown.
    expect(names(groups())).toEqual(['Europe', 'America', 'Oceania', 'Asia', 'World']);
  });

  it('opens with World expanded and the other regions collapsed', () => {
    const { dialog, groups } = openPicker();
    expect(groups().map((group) => group.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false', 'true']);
    expect(groups().map((group) => group.dataset.state)).toEqual(['closed', 'closed', 'closed', 'closed', 'open']);
    expect(names(within(dialog).getAllByRole('link'))).toEqual(['English', 'Français']);
  });

  it('expands and collapses a region', () => {
    const { dialog } = openPicker();
    const europe = within(dialog).getByRole('button', { name: 'Europe' });
    const list = document.getElementById(europe.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    fireEvent.click(europe);
    expect(europe.getAttribute('aria-expanded')).toBe('true');
    expect(europe.dataset.state).toBe('open');
    expect(list.hidden).toBe(false);
    expect(names(within(list).getAllByRole('link'))).toEqual([
      'English (United Kingdom)',
      'English (Ireland)',
      'Français (Belgique)',
      'Français (Suisse)',
      'Français (France)',
      'Français (Luxembourg)',
    ]);
    fireEvent.click(europe);
    expect(europe.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('reaches every configured locale, each linking to the same page in that locale', () => {
    const { dialog, groups } = openPicker({ locale: 'fr', page: { route: '/contact/' } });
    for (const group of groups()) if (group.getAttribute('aria-expanded') === 'false') fireEvent.click(group);
    const links = within(dialog).getAllByRole('link');
    const codes = testSite().locales.map((locale) => locale.code);
    expect(links).toHaveLength(codes.length);
    for (const code of codes) {
      const link = links.find((candidate) => candidate.getAttribute('hreflang') === code)!;
      expect(link.getAttribute('href'), code).toBe(`/${code}/contact/`);
      expect(link.getAttribute('lang')).toBe(code);
    }
  });

  it('keeps the query string and fragment of the current address', () => {
    window.history.replaceState(null, '', '/en/contact/?ref=newsletter#form');
    const { dialog } = openPicker({ page: { route: '/contact/' } });
    expect(within(dialog).getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/contact/?ref=newsletter#form');
  });

  it('links to the home page of each locale from a not-found page', () => {
    const { dialog } = openPicker({ page: { route: '/no-such-page/', template: 'not-found' } });
    expect(within(dialog).getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/');
  });

  it('marks the current locale', () => {
    const { dialog, groups } = openPicker({ locale: 'fr', page: { locale: 'fr-ca' } });
    fireEvent.click(groups().find((group) => group.textContent === 'Amérique')!);
    const current = within(dialog)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'true');
    expect(names(current)).toEqual(['Français (Canada)']);
  });

  it('tells its caller which locale was chosen and lets the link navigate', () => {
    const { dialog, groups, onSelect } = openPicker();
    fireEvent.click(groups()[0]!);
    fireEvent.click(within(dialog).getByRole('link', { name: 'Français (Suisse)' }));
    expect(onSelect).toHaveBeenCalledWith('fr-ch');
    expect(clicks).toEqual([{ defaultPrevented: false }]);
  });

  it('leaves the preference alone when a locale is opened in another tab', () => {
    const { dialog, onSelect } = openPicker();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Français' }), { ctrlKey: true });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows a decorative flag beside each name, and a globe for the worldwide locales', () => {
    const { dialog, groups } = openPicker();
    fireEvent.click(groups()[1]!);
    const canada = within(dialog).getByRole('link', { name: 'Français (Canada)' }).querySelector('svg')!;
    expect(canada.dataset.flag).toBe('CA');
    expect(canada.getAttribute('aria-hidden')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'English' }).querySelector('svg')!.dataset.flag).toBe('world');
  });

  it('closes on Escape', () => {
    const { onClose } = openPicker();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks French on French pages', () => {
    const { dialog, groups } = openPicker({ locale: 'fr' });
    expect(screen.getByRole('dialog', { name: 'Choisissez votre langue et votre région' })).toBe(dialog);
    expect(names(groups())).toEqual(['Europe', 'Amérique', 'Océanie', 'Asie', 'Monde']);
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});

describe('Flag', () => {
  it('draws every flag of the site on a 3:2 canvas, hidden from assistive technology', () => {
    for (const code of FLAGS) {
      const { container, unmount } = render(<Flag code={code} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('viewBox'), code).toBe('0 0 30 20');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.dataset.flag).toBe(code);
      expect(svg.children.length, code).toBeGreaterThan(0);
      unmount();
    }
  });
});
