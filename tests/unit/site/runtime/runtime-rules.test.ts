import { describe, expect, it, vi } from 'vitest';
import { classifyResponse, fetchResource } from '../../../../site/runtime/fetch-resource.ts';
import { interceptedUrl, shouldPrefetch } from '../../../../site/runtime/link-rules.ts';

const locales = ['en', 'fr', 'fr-ca', 'en-gb'];
const here = { href: 'https://www.factor.consulting/en/audit/', origin: 'https://www.factor.consulting' };
const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, extra: Partial<{ target: string; download: boolean; forceReload: boolean }> = {}) => ({
  href,
  target: '',
  download: false,
  forceReload: false,
  ...extra,
});

describe('interceptedUrl: which clicks the router handles', () => {
  it('takes plain clicks on links to pages of the same locale', () => {
    expect(interceptedUrl(plainClick, anchor('/en/contact/'), here, locales)?.pathname).toBe('/en/contact/');
    expect(interceptedUrl(plainClick, anchor('https://www.factor.consulting/en/?utm=1'), here, locales)?.search).toBe('?utm=1');
  });
  it('leaves modified and non-primary clicks to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(interceptedUrl({ ...plainClick, [modifier]: true }, anchor('/en/contact/'), here, locales)).toBeNull();
    }
    expect(interceptedUrl({ ...plainClick, button: 1 }, anchor('/en/contact/'), here, locales)).toBeNull();
    expect(interceptedUrl({ ...plainClick, defaultPrevented: true }, anchor('/en/contact/'), here, locales)).toBeNull();
  });
  it('leaves new tabs, downloads, files, other origins and other locales alone', () => {
    expect(interceptedUrl(plainClick, anchor('/en/contact/', { target: '_blank' }), here, locales)).toBeNull();
    expect(interceptedUrl(plainClick, anchor('/en/contact/', { download: true }), here, locales)).toBeNull();
    expect(interceptedUrl(plainClick, anchor('/media/brochures/ffa-data.en.pdf'), here, locales)).toBeNull();
    expect(interceptedUrl(plainClick, anchor('https://segment.com/en/'), here, locales)).toBeNull();
    expect(interceptedUrl(plainClick, anchor('/fr/audit/'), here, locales)).toBeNull();
    expect(interceptedUrl(plainClick, anchor('/de/audit/'), here, locales)).toBeNull();
    expect(interceptedUrl(plainClick, anchor('/en/contact/', { forceReload: true }), here, locales)).toBeNull();
  });
  it('leaves same-page hash links to the browser', () => {
    expect(interceptedUrl(plainClick, anchor('#what-we-deliver'), here, locales)).toBeNull();
    expect(interceptedUrl(plainClick, anchor('/en/contact/#form'), here, locales)?.hash).toBe('#form');
  });
});

describe('shouldPrefetch', () => {
  it('skips 2g, slow-2g and data saving', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('page data responses (SPEC §4)', () => {
  it('classifies statuses and bodies', () => {
    expect(classifyResponse(200, true)).toBe('ok');
    expect(classifyResponse(200, false)).toBe('not-found');
    expect(classifyResponse(404, false)).toBe('not-found');
    expect(classifyResponse(500, false)).toBe('error');
    expect(classifyResponse(503, false)).toBe('retry');
    expect(classifyResponse(0, false)).toBe('retry');
  });

  it('retries up to 3 times after the first attempt, then gives up with the last status', async () => {
    const fetcher = vi.fn(async () => new Response('', { status: 502 }));
    const outcome = await fetchResource('/x', (value): value is object => true, { fetcher, delay: () => 0 });
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(outcome).toEqual({ kind: 'error', status: 502 });
  });

  it('retries network failures and succeeds when the network comes back', async () => {
    let calls = 0;
    const fetcher = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ ok: 1 }), { status: 200 });
    });
    const outcome = await fetchResource('/x', (value): value is { ok: number } => typeof value === 'object', { fetcher, delay: () => 0 });
    expect(outcome).toEqual({ kind: 'ok', data: { ok: 1 } });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404 or a 500', async () => {
    for (const status of [404, 500]) {
      const fetcher = vi.fn(async () => new Response('', { status }));
      await fetchResource('/x', (value): value is object => true, { fetcher, delay: () => 0 });
      expect(fetcher).toHaveBeenCalledTimes(1);
    }
  });
});
