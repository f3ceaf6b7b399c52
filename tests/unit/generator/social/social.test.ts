import { readdir, readFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { breadcrumbsOf } from '../../../../generator/social/page-social.ts';
import {
  ART_TILE,
  CARD_GROUND,
  patternTileLayout,
  SHARE_IMAGE,
  shareCardLayout,
  TILE_SLOT,
  titleSize,
  type CardElement,
} from '../../../../generator/social/share-card-layout.ts';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { createShareImages } from '../../../../generator/social/share-images.ts';
import { threadedExecutor } from '../../../../generator/execution/threaded-executor.ts';
import { work } from '../../../../generator/shared/work.ts';
import { ogLocale, socialTags } from '../../../../generator/social/social-tags.ts';
import { languageTag, type LocaleInfo } from '../../../../site/shared/locales.ts';
import { realConfig } from '../../../support/fixtures.ts';
import { plannedPage as planned } from '../../../support/planned-page.ts';
import { testPage } from '../../../support/render-site.tsx';

const threadModule = new URL('../../../support/thread-module.ts', import.meta.url);
// The CLI's executor: cards drawn in a thread of their own, in turn with the other heavy work.
const executor = threadedExecutor();

const locales = realConfig().locales as LocaleInfo[];
const localeOf = (code: string) => locales.find((locale) => locale.code === code)!;

describe('social tags and breadcrumbs', () => {
  it('writes Open Graph locales as language_TERRITORY, world-wide ones with their language’s likely territory, and schema.org languages as BCP 47', () => {
    expect(ogLocale(localeOf('en-gb'))).toBe('en_GB');
    expect(ogLocale(localeOf('fr-ca'))).toBe('fr_CA');
    expect(ogLocale(localeOf('en'))).toBe('en_US');
    expect(ogLocale(localeOf('fr'))).toBe('fr_FR');
    expect(ogLocale({ ...localeOf('fr'), code: 'de', language: 'de' })).toBe('de_DE');
    expect(languageTag('fr-ca')).toBe('fr-CA');
  });

  it('lists each other Open Graph locale once, never the page’s own (en and en-us are both en_US)', () => {
    const image = { path: '/assets/share/abc.png', width: 1200, height: 630, alt: 'Card' };
    const alternatesOf = (code: string) => {
      const tags = socialTags({
        result: testPage(code),
        locale: localeOf(code),
        locales,
        siteName: 'Factor',
        siteUrl: 'https://example.org',
        category: 'Company',
        image,
      });
      return tags.filter((line) => line.includes('og:locale:alternate')).map((line) => /content="([^"]+)"/.exec(line)![1]);
    };
    for (const code of ['en', 'en-us', 'fr-ca']) {
      const alternates = alternatesOf(code);
      expect(new Set(alternates).size).toBe(alternates.length);
      expect(alternates).not.toContain(ogLocale(localeOf(code)));
      expect(alternates).toHaveLength(12);
    }
    expect(alternatesOf('en')).toContain('fr_FR');
    expect(alternatesOf('en')).not.toContain('en_US');
  });

  it('gives a not-found page no og:url, and every other URL absolutely', () => {
    const image = { path: '/assets/share/abc.png', width: 1200, height: 630, alt: 'Card' };
    const result = testPage('en', { template: 'not-found' });
    const tags = socialTags({
      result,
      locale: localeOf('en'),
      locales,
      siteName: 'Factor',
      siteUrl: 'https://example.org',
      category: 'Company',
      image,
    }).join('\n');
    expect(tags).not.toContain('og:url');
    expect(tags).toContain('<meta property="og:image" content="https://example.org/assets/share/abc.png">');
    const found = socialTags({
      result: testPage('en', { head: { ...result.head, canonical: 'https://example.org/en/audit/' } }),
      locale: localeOf('en'),
      locales,
      siteName: 'Factor',
      siteUrl: 'https://example.org',
      category: 'Company',
      image,
    });
    expect(found).toContain('<meta property="og:url" content="https://example.org/en/audit/">');
  });

  it('builds breadcrumbs from the ancestors that are pages, skipping folders that are not', () => {
    const home = planned('fr', '/', 'content/fr/index.md', 'home', 'Accueil');
    const hub = planned('fr', '/services/business/', 'content/fr/services/business/index.md', 'service-hub', 'Services métier');
    const page = planned('fr', '/services/business/data/', 'content/fr/services/business/data.md', 'service', 'Données');
    const byRoute = new Map([home, hub, page].map((entry) => [entry.route!, entry]));
    expect(breadcrumbsOf(page, byRoute, 'https://example.org')).toEqual([
      { name: 'Accueil', url: 'https://example.org/fr/' },
      { name: 'Services métier', url: 'https://example.org/fr/services/business/' },
      { name: 'Données', url: 'https://example.org/fr/services/business/data/' },
    ]);
  });
});

describe('share images', () => {
  let cacheDir: string;
  let artDir: string;
  // Two artworks in the house format (4:3): amber in the central square, red outside it, so a tile that shows
  // red was cut from the wrong place.
  const artwork = (centre: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200"><rect width="1600" height="1200" fill="#FF0000"/><rect x="200" width="1200" height="1200" fill="${centre}"/></svg>`;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'share-'));
    artDir = await mkdtemp(join(tmpdir(), 'share-art-'));
    await writeFile(join(artDir, 'amber.svg'), artwork('#F2B33D'));
    await writeFile(join(artDir, 'green.svg'), artwork('#1D7A46'));
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
    await rm(artDir, { recursive: true, force: true });
  });
  const text = (title: string) => ({ title, category: 'Données', siteName: 'Factor', host: 'www.example.org' });
  const art = (name: string) => ({ src: `media/leads/${name}.svg`, file: join(artDir, `${name}.svg`) });
  /** The colour of one pixel of a PNG, as #RRGGBB. */
  async function pixel(png: Buffer, x: number, y: number): Promise<string> {
    const { data } = await sharp(png)
      .extract({ left: x, top: y, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return `#${[...data].map((value) => value.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  }
  /** A point inside the artwork's tile, near its left edge (where a wrong crop would show). */
  const inTile = { x: SHARE_IMAGE.width - ART_TILE.inset - ART_TILE.width + 12, y: SHARE_IMAGE.height / 2 };
  const nodesOf = (node: CardElement): CardElement[] => {
    const children = node.props.children;
    const list = Array.isArray(children) ? children : children && typeof children === 'object' ? [children] : [];
    return [node, ...list.flatMap((child) => (typeof child === 'string' ? [] : nodesOf(child)))];
  };

  it('shrinks long titles so that they fit', () => {
    expect(titleSize('Contact')).toBeGreaterThan(titleSize('Structuring messy data with AI: a practical guide to the whole thing'));
    expect(JSON.stringify(shareCardLayout(text('Contact')))).toContain('Données');
  });

  it("lays out the house pattern in a tile of its own, and leaves the tile's slot empty on the card", () => {
    const pattern = nodesOf(patternTileLayout());
    expect(pattern[0]!.props.style).toMatchObject({ width: ART_TILE.width, height: ART_TILE.height, backgroundColor: CARD_GROUND });
    const tile = pattern.find((node) => node.type === 'svg' && node.props.width === ART_TILE.width)!;
    expect(tile.props.height).toBe(ART_TILE.height);
    // The card itself shows neither: its slot is an empty box of the tile's size, so the card does not depend on the art.
    const card = nodesOf(shareCardLayout(text('Contact')));
    expect(card.some((node) => node.type === 'img' || node.props.width === ART_TILE.width)).toBe(false);
    expect(card.filter((node) => node.props.style?.width === ART_TILE.width && node.props.style?.height === ART_TILE.height)).toHaveLength(
      1,
    );
    expect(TILE_SLOT).toEqual({
      left: SHARE_IMAGE.width - ART_TILE.inset - ART_TILE.width,
      top: (SHARE_IMAGE.height - ART_TILE.height) / 2,
    });
  });

  it('draws one 1200×630 PNG per distinct card, and copies it from the cache next time', async () => {
    const requests = [
      { key: '/en/a/', text: text('Automatiser la génération de documents'), alt: 'A', art: null },
      { key: '/en-us/a/', text: text('Automatiser la génération de documents'), alt: 'A', art: null },
      { key: '/en/b/', text: text('Contact'), alt: 'B', art: null },
    ];
    const first = await createShareImages(requests, cacheDir, executor);
    expect(first.files).toHaveLength(2);
    expect(first.byKey.get('/en/a/')!.path).toBe(first.byKey.get('/en-us/a/')!.path);
    const metadata = await sharp(await readFile(first.files[0]!.copyFrom)).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([1200, 630, 'png']);
    // Replace the cached drawings: a second build must return them as they are, drawing nothing.
    const cached = (await readdir(join(cacheDir, 'share-images'), { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    expect(cached).toHaveLength(2);
    for (const entry of cached) await writeFile(join(entry.parentPath, entry.name), 'from the cache');
    const second = await createShareImages(requests, cacheDir, executor);
    const copied = await Promise.all(second.files.map(async (file) => (await readFile(file.copyFrom)).toString()));
    expect(copied).toEqual(['from the cache', 'from the cache']);
  });

  it("shows the centre of the page's artwork in the tile, and a new card when the artwork changes", async () => {
    const requests = [
      { key: '/en/amber/', text: text('Étude de cas'), alt: 'A', art: art('amber') },
      { key: '/en/green/', text: text('Étude de cas'), alt: 'A', art: art('green') },
      { key: '/en/none/', text: text('Étude de cas'), alt: 'A', art: null },
    ];
    const { byKey, files } = await createShareImages(requests, cacheDir, executor);
    expect(new Set(requests.map((request) => byKey.get(request.key)!.path)).size).toBe(3);
    const png = (key: string) => readFile(files.find((file) => `/${file.path}` === byKey.get(key)!.path)!.copyFrom);
    expect(await pixel(await png('/en/amber/'), inTile.x, inTile.y)).toBe('#F2B33D');
    expect(await pixel(await png('/en/green/'), inTile.x, inTile.y)).toBe('#1D7A46');
    expect(await pixel(await png('/en/none/'), inTile.x, inTile.y)).toBe('#12152E');
    // The tile's rounded corner shows the card's ground, and the artwork goes no further than the tile.
    for (const key of ['/en/amber/', '/en/none/']) {
      expect(await pixel(await png(key), TILE_SLOT.left + 1, TILE_SLOT.top + 1)).toBe('#3947E4');
      expect(await pixel(await png(key), TILE_SLOT.left - 1, inTile.y)).toBe('#3947E4');
      expect(await pixel(await png(key), TILE_SLOT.left + ART_TILE.width, inTile.y)).toBe('#3947E4');
    }
    // The text side is the same card whatever the artwork.
    expect(await pixel(await png('/en/amber/'), 20, 20)).toBe(await pixel(await png('/en/none/'), 20, 20));
  });

  it('draws the same bytes from the same input, with or without a cache', async () => {
    const requests = [{ key: '/fr/a/', text: text('Données fiables'), alt: 'A', art: art('amber') }];
    const fresh = await mkdtemp(join(tmpdir(), 'share-again-'));
    try {
      const [one, two] = [await createShareImages(requests, cacheDir, executor), await createShareImages(requests, fresh, executor)];
      expect(two.files[0]!.path).toBe(one.files[0]!.path);
      expect((await readFile(two.files[0]!.copyFrom)).equals(await readFile(one.files[0]!.copyFrom))).toBe(true);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('draws cards while the ones before are encoded, each the PNG it is when drawn alone', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'share-together-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const titles = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'];
    const requests = titles.map((title) => ({ key: `/fr/${title}/`, text: text(title), alt: title, art: art('green') }));
    const together = await createShareImages(requests, join(folder, 'together'), executor);
    for (const request of requests) {
      const alone = await createShareImages([request], join(folder, request.text.title), executor);
      const path = together.byKey.get(request.key)!.path;
      expect(alone.byKey.get(request.key)!.path).toBe(path);
      const drawn = together.files.find((file) => `/${file.path}` === path)!;
      expect((await readFile(alone.files[0]!.copyFrom)).equals(await readFile(drawn.copyFrom))).toBe(true);
    }
  });

  it('fails with the error of a card it cannot store, once the cards being encoded are done', async () => {
    const blocked = await mkdtemp(join(tmpdir(), 'share-blocked-'));
    onTestFinished(() => rm(blocked, { recursive: true, force: true }));
    // A file where the cards' folder goes: no card can be stored.
    await writeFile(join(blocked, 'share-images'), 'not a folder');
    const requests = ['Un', 'Deux', 'Trois'].map((title) => ({ key: `/fr/${title}/`, text: text(title), alt: title, art: null }));
    await expect(createShareImages(requests, blocked, executor)).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  /** Asks for a card showing `name`'s artwork, and expects the error that names its content file. */
  async function expectUnreadableArt(name: string, title: string): Promise<void> {
    const error = await createShareImages(
      [{ key: `/en/${name}/`, text: text(title), alt: title, art: art(name) }],
      cacheDir,
      executor,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe('ImageUnreadable');
    expect((error as SiteError).location.file).toBe(`content/media/leads/${name}.svg`);
  }

  it('names the content file of an artwork it cannot read', async () => {
    await expectUnreadableArt('missing', 'X');
  });

  it('names the content file of an artwork that is not an image, from the thread that draws the cards', async () => {
    await writeFile(art('broken').file, 'not an image');
    await expectUnreadableArt('broken', 'Y');
  });

  it('draws missing cards in turn with the other heavy threads: only once a job asked for before them has ended', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'share-after-'));
    onTestFinished(() => rm(fresh, { recursive: true, force: true }));
    const requests = [{ key: '/en/after/', text: text('Après le bundle'), alt: 'A', art: null }];
    const drawn = async () => (await readdir(fresh, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    // A stand-in for the bundle's compilation: longer than a thread takes to start and draw a card (under a second).
    const before = executor.run<{ end: number }>(work(threadModule, 'waitAndTime', { heavy: true }), { ms: 1500 });
    let settled = false;
    const making = createShareImages(requests, fresh, executor);
    void making.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(settled).toBe(false);
    expect(await drawn()).toEqual([]);
    const { end } = await before;
    const { files } = await making;
    const [card] = await drawn();
    expect((await stat(join(card!.parentPath, card!.name))).mtimeMs).toBeGreaterThanOrEqual(end);
    expect((await readFile(files[0]!.copyFrom)).subarray(1, 4).toString()).toBe('PNG');
  });
});
