import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner, type CookieBannerProps } from '../../../site/consent/cookie-banner.tsx';
import { renderToString } from 'react-dom/server';
import { SiteContext } from '../../../site/context.tsx';
import { createTranslator } from '../../../site/shared/translator.ts';
import { renderInSite, testPage, testSite } from '../../support/render-site.tsx';

const destinations = [
  { id: 'Segment.io', name: 'Segment', description: 'Collects page views and clicks for the other services.' },
  { id: 'Mixpanel', name: 'Mixpanel', description: 'Product analytics: how visitors move between pages.' },
  { id: 'HubSpot', name: 'HubSpot', description: 'Marketing: which pages lead to a contact request.' },
];

function showBanner(props: Partial<CookieBannerProps> = {}, locale: 'en' | 'fr' = 'en') {
  const handlers = { onAcceptAll: vi.fn(), onRejectAll: vi.fn(), onSave: vi.fn(), onCustomize: vi.fn() };
  renderInSite(<CookieBanner destinations={destinations} {...handlers} {...props} />, { locale });
  const banner = screen.getByRole('region', { name: locale === 'en' ? 'Your privacy choices' : 'Vos choix de confidentialité' });
  return { banner, ...handlers };
}

const buttonNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('CookieBanner', () => {
  it('first offers Accept all, Reject all and Customize, with equal weight', () => {
    const { banner } = showBanner();
    expect(banner.dataset.state).toBe('simple');
    expect(buttonNames(banner)).toEqual(['Accept all', 'Reject all', 'Customize']);
    const intents = within(banner)
      .getAllByRole('button')
      .map((button) => button.dataset.intent);
    expect(new Set(intents).size).toBe(1);
    expect(within(banner).queryAllByRole('switch')).toHaveLength(0);
  });

  it('explains itself politely to screen readers and links to the privacy page', () => {
    const { banner } = showBanner();
    const message = banner.querySelector('[aria-live="polite"]')!;
    expect(message.textContent).toContain('Nothing is tracked until you choose');
    expect(within(banner).getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('/en/legal/privacy/');
  });

  it('lays its message out from the very first render, so that showing it later shifts nothing', () => {
    // The first commit, before any effect: the message takes its space but is not shown yet.
    const t = createTranslator([{ consent: { title: 'Your privacy choices', message: 'Nothing is tracked until you choose.' } }]);
    const firstFrame = renderToString(
      <SiteContext.Provider value={{ site: testSite(), page: testPage(), t }}>
        <CookieBanner destinations={destinations} onAcceptAll={() => {}} onRejectAll={() => {}} onSave={() => {}} />
      </SiteContext.Provider>,
    );
    expect(firstFrame).toMatch(/<p [^>]*data-announced="false"[^>]*>Nothing is tracked until you choose\./);
    const { banner } = showBanner();
    expect(banner.querySelector('[aria-live="polite"] p')!.getAttribute('data-announced')).toBe('true');
  });

  it('reports Accept all and Reject all', () => {
    const { banner, onAcceptAll, onRejectAll } = showBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    fireEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));
    expect(onRejectAll).toHaveBeenCalledTimes(1);
  });

  it('Customize shows one labelled switch per destination, described by its description, and moves focus to the first', () => {
    const { banner, onCustomize } = showBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    expect(onCustomize).toHaveBeenCalledTimes(1);
    expect(banner.dataset.state).toBe('customize');
    const switches = within(banner).getAllByRole('switch');
    expect(switches).toHaveLength(destinations.length);
    for (const destination of destinations) {
      const toggle = within(banner).getByRole('switch', { name: destination.name }) as HTMLInputElement;
      expect(toggle.type).toBe('checkbox');
      expect(document.getElementById(toggle.getAttribute('aria-describedby')!)!.textContent).toBe(destination.description);
    }
    expect(document.activeElement).toBe(switches[0]);
    expect(buttonNames(banner)).toEqual(['Save choices', 'Cancel']);
  });

  it('moves focus to the first switch once a list that was still loading arrives', async () => {
    let deliver = () => {};
    function LoadingBanner() {
      const [list, setList] = useState<typeof destinations>([]);
      return (
        <CookieBanner
          destinations={list}
          onAcceptAll={() => {}}
          onRejectAll={() => {}}
          onSave={() => {}}
          onCustomize={() => (deliver = () => setList(destinations))}
        />
      );
    }
    renderInSite(<LoadingBanner />);
    const banner = screen.getByRole('region', { name: 'Your privacy choices' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    expect(document.activeElement).toBe(banner);
    await act(async () => deliver());
    expect(document.activeElement).toBe(within(banner).getByRole('switch', { name: 'Segment' }));
  });

  it('starts from the saved choices, switched off otherwise, and Save choices returns every destination', () => {
    const { banner, onSave } = showBanner({ initialChoices: { 'Segment.io': true } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    const segment = within(banner).getByRole('switch', { name: 'Segment' }) as HTMLInputElement;
    const hubspot = within(banner).getByRole('switch', { name: 'HubSpot' }) as HTMLInputElement;
    expect(segment.checked).toBe(true);
    expect(segment.dataset.state).toBe('checked');
    expect(hubspot.checked).toBe(false);
    expect(hubspot.dataset.state).toBe('unchecked');
    fireEvent.click(hubspot);
    fireEvent.click(segment);
    expect(hubspot.dataset.state).toBe('checked');
    fireEvent.click(within(banner).getByRole('button', { name: 'Save choices' }));
    expect(onSave).toHaveBeenCalledWith({ 'Segment.io': false, Mixpanel: false, HubSpot: true });
  });

  it('Cancel returns to the simple view, forgets unsaved switches and puts focus back on Customize', () => {
    const { banner, onSave } = showBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    fireEvent.click(within(banner).getByRole('switch', { name: 'Mixpanel' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Cancel' }));
    expect(banner.dataset.state).toBe('simple');
    expect(buttonNames(banner)).toEqual(['Accept all', 'Reject all', 'Customize']);
    expect(document.activeElement).toBe(within(banner).getByRole('button', { name: 'Customize' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    expect((within(banner).getByRole('switch', { name: 'Mixpanel' }) as HTMLInputElement).checked).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('does not take focus when it first appears', () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    showBanner();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('speaks French on French pages', () => {
    const { banner } = showBanner({}, 'fr');
    expect(buttonNames(banner)).toEqual(['Tout accepter', 'Tout refuser', 'Personnaliser']);
    expect(within(banner).getByRole('link', { name: 'Lire notre politique de confidentialité' }).getAttribute('href')).toBe(
      '/fr/legal/privacy/',
    );
    expect(banner.querySelector('[aria-live="polite"]')!.textContent).toContain('Rien n’est suivi avant votre choix');
    fireEvent.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
    expect(buttonNames(banner)).toEqual(['Enregistrer mes choix', 'Annuler']);
    expect(banner.querySelector('[aria-live="polite"]')!.textContent).toContain('Choisissez les services');
  });
});
