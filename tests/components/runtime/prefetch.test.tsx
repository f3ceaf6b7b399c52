import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPrefetching } from '../../../site/runtime/prefetch.ts';

/** An IntersectionObserver the test drives: it records what is watched and reports entries when told. */
class TestObserver {
  static current: TestObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    TestObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The browser reports these links as scrolled into view. */
  show(...elements: Element[]) {
    this.callback(elements.map((target) => ({ target, isIntersecting: true })));
  }
}

let idle: (() => void)[] = [];
const runIdle = () => {
  const callbacks = idle;
  idle = [];
  for (const callback of callbacks) callback();
};

beforeEach(() => {
  idle = [];
  TestObserver.current = undefined;
  vi.stubGlobal('IntersectionObserver', TestObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  document.body.innerHTML = `
    <a href="/en/contact/">Contact</a>
    <a href="/en/audit/">Audit</a>
    <a href="https://example.com/">Elsewhere</a>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const links = () => [...document.querySelectorAll('a')];
const localPath = (anchor: HTMLAnchorElement) => (anchor.getAttribute('href')!.startsWith('/') ? anchor.getAttribute('href') : null);

describe('startPrefetching', () => {
  it('looks at no link while the page starts, and asks only about links that come into view', async () => {
    const isLocal = vi.fn(localPath);
    const prefetch = vi.fn(async () => {});
    startPrefetching({ isLocal, prefetch });
    // Still hydrating: nothing is watched or asked about yet.
    expect(TestObserver.current!.watched.size).toBe(0);
    runIdle();
    expect(TestObserver.current!.watched.size).toBe(3);
    expect(isLocal).not.toHaveBeenCalled();

    const [contact, , elsewhere] = links();
    TestObserver.current!.show(contact!, elsewhere!);
    runIdle();
    expect(isLocal.mock.calls.map(([anchor]) => anchor.textContent)).toEqual(['Contact', 'Elsewhere']);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith('/en/contact/', 'data'));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('spends a few milliseconds of an idle moment on links in view, and leaves the rest to the next', () => {
    document.body.innerHTML = Array.from({ length: 12 }, (_, index) => `<a href="/en/page-${index}/">Page ${index}</a>`).join('');
    // Each link takes 1 ms to look at.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const isLocal = vi.fn((anchor: HTMLAnchorElement) => {
      now += 1;
      return localPath(anchor);
    });
    startPrefetching({ isLocal, prefetch: async () => {} });
    runIdle();
    TestObserver.current!.show(...links());
    runIdle();
    const firstMoment = isLocal.mock.calls.length;
    expect(firstMoment).toBeGreaterThan(0);
    expect(firstMoment).toBeLessThanOrEqual(5);
    // The rest waits for further idle moments; none is looked at twice, none forgotten.
    while (idle.length) runIdle();
    expect(isLocal.mock.calls.map(([anchor]) => anchor.textContent)).toEqual(links().map((anchor) => anchor.textContent));
  });

  it('watches nothing once stopped, even when it is stopped before the browser was idle', () => {
    const handle = startPrefetching({ isLocal: localPath, prefetch: async () => {} });
    handle.stop();
    runIdle();
    expect(TestObserver.current!.watched.size).toBe(0);
  });

  it('prefetches a hovered link with its code, once, whether it is then seen or hovered again', async () => {
    const prefetch = vi.fn(async () => {});
    startPrefetching({ isLocal: localPath, prefetch });
    runIdle();
    const [, audit] = links();
    audit!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    TestObserver.current!.show(audit!);
    runIdle();
    audit!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith('/en/audit/', 'data-and-code'));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('prefetches a link in view for its data, and for its code too once it is hovered or touched', async () => {
    const prefetch = vi.fn(async () => {});
    startPrefetching({ isLocal: localPath, prefetch });
    runIdle();
    const [contact] = links();
    TestObserver.current!.show(contact!);
    runIdle();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith('/en/contact/', 'data'));
    contact!.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenLastCalledWith('/en/contact/', 'data-and-code'));
    contact!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
