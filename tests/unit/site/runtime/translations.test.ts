import { describe, expect, it, vi } from 'vitest';
import { loadTranslator, TRANSLATION_FIRST_DELAY_MS, TRANSLATION_RETRIES } from '../../../../site/runtime/translations.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadTranslator', () => {
  it('reads the chain in order, and a language without a catalogue, or a 404, as empty', async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/fr-ca/') ? json({}, 404) : json(String(url).includes('/fr/') ? { a: 'fr a' } : { a: 'dev a', b: 'dev b' }),
    );
    const available = new Map([
      ['fr-ca', '/locales/fr-ca/translation.json'],
      ['fr', '/locales/fr/translation.json'],
      ['dev', '/locales/dev/translation.json'],
    ]);
    const t = await loadTranslator(['fr-ca', 'fr', 'fr-be', 'dev'], available, { fetcher: fetcher as typeof fetch });
    expect([t('a'), t('b')]).toEqual(['fr a', 'dev b']);
    expect(fetcher.mock.calls.map(([url]) => String(url))).toEqual([...available.values()]);
  });

  it('tries a failing catalogue again 5 times, waiting 350 ms and doubling (SPEC §9)', async () => {
    let calls = 0;
    const fetcher = async () => (++calls < 4 ? json({}, 503) : json({ a: 'late' }));
    const waits: number[] = [];
    const t = await loadTranslator(['en'], new Map([['en', '/e.json']]), {
      fetcher: fetcher as typeof fetch,
      delay: (attempt) => (waits.push(attempt), 0),
    });
    expect(t('a')).toBe('late');
    expect(TRANSLATION_RETRIES).toBe(5);
    expect(TRANSLATION_FIRST_DELAY_MS).toBe(350);
    expect(waits).toEqual([0, 1, 2]);
  });

  it('after the last try, reports the failure and shows the strings it has', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const fetcher = async (url: string | URL | Request) =>
      String(url) === '/dev.json' ? json({ a: 'dev a' }) : (calls++, Promise.reject(new TypeError('offline')));
    const t = await loadTranslator(
      ['en', 'dev'],
      new Map([
        ['en', '/e.json'],
        ['dev', '/dev.json'],
      ]),
      { fetcher: fetcher as typeof fetch, delay: () => 0 },
    );
    expect(calls).toBe(1 + TRANSLATION_RETRIES);
    expect(t('a')).toBe('dev a');
    expect(error.mock.calls[0]![0]).toContain('/e.json: offline');
    error.mockRestore();
  });
});
