import { describe, expect, it } from 'vitest';
import { currentness, navMark } from '../../../../site/shared/nav-marks.ts';
import { languageRoute } from '../../../../site/shared/paths.ts';

describe('how the navigation marks the page', () => {
  it('marks a link to the page itself, and a link to the section it is in', () => {
    expect(currentness('/insights/', '/insights/')).toBe('page');
    expect(currentness('/insights/some-article/', '/insights/')).toBe('true');
    expect(currentness('/contact/', '/insights/')).toBeUndefined();
    // Home is every page's "section": never marked but on itself.
    expect(currentness('/contact/', '/')).toBeUndefined();
    expect(currentness('/', '/')).toBe('page');
  });

  it('marks a dropdown’s link only on its own page, and the dropdown on any page of its links', () => {
    expect(navMark('/services/business/data-analytics/', { dropdownLink: '/services/business/' })).toBeUndefined();
    expect(navMark('/services/business/', { dropdownLink: '/services/business/' })).toBe('page');
    expect(navMark('/services/business/data-analytics/', { dropdown: ['/services/business/', '/services/software/'] })).toBe('true');
    expect(navMark('/industries/', { dropdown: ['/services/business/'] })).toBeUndefined();
    expect(navMark('/insights/a/', { link: '/insights/' })).toBe('true');
  });

  it('leads a page’s language links to the page, and a not-found page’s to home', () => {
    expect(languageRoute({ route: '/contact/', template: 'contact-hub' })).toBe('/contact/');
    expect(languageRoute({ route: '/404/', template: 'not-found' })).toBe('/');
  });
});
