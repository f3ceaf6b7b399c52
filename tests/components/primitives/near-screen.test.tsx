import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteContext } from '../../../site/context.tsx';
import { NearScreen, nearScreenPart } from '../../../site/primitives/near-screen.tsx';
import type { Translate } from '../../../site/shared/translator.ts';
import { testPage, testSite } from '../../support/render-site.tsx';

/** The observer the parts are watched by, with what it was told to watch: the test decides what comes into view. */
let watched: Element[] = [];
let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
class TestObserver {
  constructor(callback: typeof report) {
    report = callback;
  }
  observe(element: Element) {
    watched.push(element);
  }
  unobserve(element: Element) {
    watched = watched.filter((known) => known !== element);
  }
  disconnect() {
    watched = [];
  }
}

const clicks = vi.fn();

function Page() {
  const t = ((key: string) => key) as Translate;
  return (
    <SiteContext.Provider value={{ site: testSite('en'), page: testPage('en'), t }}>
      <p>First screen</p>
      {['near', 'far'].map((name) => (
        <NearScreen key={name} name={name}>
          <section {...nearScreenPart(name)}>
            <button type="button" onClick={() => clicks(name)}>
              {name}
            </button>
          </section>
        </NearScreen>
      ))}
    </SiteContext.Provider>
  );
}

/** Whether React has adopted the server's element (it keeps its fiber on each element it hydrated). */
const hydrated = (name: string) =>
  Object.keys(document.querySelector(`[data-hydrates="${name}"]`)!).some((key) => key.startsWith('__reactFiber'));

describe('NearScreen', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders its part whole on the server, marked with its name', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<section data-hydrates="near"><button type="button">near</button></section>');
    expect(html).toContain('<section data-hydrates="far">');
  });

  it('hydrates a part of the server page once it nears the screen, or at a first click inside it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // Nothing near yet: the server's HTML stands, watched, and React has adopted none of it.
    expect(watched.map((element) => element.getAttribute('data-hydrates'))).toEqual(['near', 'far']);
    expect([hydrated('near'), hydrated('far')]).toEqual([false, false]);

    await act(async () => report([{ target: watched[0]!, isIntersecting: true }]));
    expect([hydrated('near'), hydrated('far')]).toEqual([true, false]);
    expect(watched).toHaveLength(1);
    container.querySelector<HTMLButtonElement>('[data-hydrates="near"] button')!.click();
    expect(clicks).toHaveBeenLastCalledWith('near');

    // A click that no scroll came before: the part hydrates on it, in time for its handler to run.
    await act(async () => container.querySelector<HTMLButtonElement>('[data-hydrates="far"] button')!.click());
    expect(hydrated('far')).toBe(true);
    expect(clicks).toHaveBeenLastCalledWith('far');
    expect(container.querySelectorAll('section')).toHaveLength(2);
    container.remove();
  });
});
