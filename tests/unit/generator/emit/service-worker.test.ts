import { describe, expect, it } from 'vitest';
import { createServiceWorker, isPrecached, precacheEntry } from '../../../../generator/emit/service-worker.ts';

describe('createServiceWorker', () => {
  it('puts the precache list, sorted by URL, where Workbox expects it', () => {
    const source = 'precacheAndRoute(self.__WB_MANIFEST);';
    const worker = createServiceWorker(source, [
      precacheEntry('locales/fr/translation.json', '{}'),
      precacheEntry('assets/app-X1.js', null),
    ]);
    const list = JSON.parse(/precacheAndRoute\((.*)\);/.exec(worker)![1]!) as { url: string; revision: string | null }[];
    expect(list.map((entry) => entry.url)).toEqual(['/assets/app-X1.js', '/locales/fr/translation.json']);
    expect(list[0]!.revision).toBeNull();
    expect(list[1]!.revision).toMatch(/^[0-9a-f]{12}$/);
  });

  it('revises an unhashed file when its contents change, and not otherwise', () => {
    expect(precacheEntry('manifest-en.webmanifest', 'a').revision).toBe(precacheEntry('manifest-en.webmanifest', 'a').revision);
    expect(precacheEntry('manifest-en.webmanifest', 'a').revision).not.toBe(precacheEntry('manifest-en.webmanifest', 'b').revision);
  });

  it('fails with a catalogued error naming the service worker when its source lost the placeholder', () => {
    expect(() => createServiceWorker('precacheAndRoute([]);', [])).toThrow(
      expect.objectContaining({ code: 'ServiceWorkerInvalid', location: { file: 'site/service-worker.ts' } }),
    );
  });

  it('precaches what every page may need under its own name, not pages or images (catalogues go at their versioned address)', () => {
    expect(isPrecached('assets/app-X1.js')).toBe(true);
    expect(isPrecached('manifest-en.webmanifest')).toBe(true);
    expect(isPrecached('locales/en/translation.json')).toBe(false);
    expect(isPrecached('en/index.html')).toBe(false);
  });
});
