import * as esbuild from 'esbuild';
import * as fontkit from 'fontkit';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePointsOf, fontSubsetPlugin, subsettableFaces } from '../../../../generator/bundle/font-subset-plugin.ts';

const root = resolve(import.meta.dirname, '../../../..');
const INTER_400 = join(root, 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2');

describe('codePointsOf', () => {
  it('reads single points, ranges and wildcards, in order and once each', () => {
    expect(codePointsOf('U+0041-0043, U+2019,U+0042')).toEqual([0x41, 0x42, 0x43, 0x2019]);
    expect(codePointsOf('u+4?')).toEqual(Array.from({ length: 16 }, (_, index) => 0x40 + index));
  });

  it('names a value that is not a unicode-range', () => {
    expect(() => codePointsOf('U+0041, A-Z')).toThrow('"A-Z" is not a unicode-range value');
  });
});

describe('subsettableFaces', () => {
  it('finds the faces with both a unicode-range and WOFF2 files, and leaves the others', () => {
    const css = [
      "@font-face { font-family: 'A'; src: url('./a.woff2') format('woff2'); unicode-range: U+0041-005A; }",
      "@font-face { font-family: 'B'; src: local('Arial'); size-adjust: 106%; }",
      "@font-face { font-family: 'C'; src: url(c.woff2); }",
    ].join('\n');
    expect(subsettableFaces(css).map(({ unicodeRange, urls }) => ({ unicodeRange, urls }))).toEqual([
      { unicodeRange: 'U+0041-005A', urls: ['./a.woff2'] },
    ]);
  });
});

describe('fontSubsetPlugin', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'font-subset-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Bundles a stylesheet naming Inter for `range`; returns the one font file written. */
  async function bundle(range: string): Promise<Buffer> {
    const css = join(dir, 'fonts.css');
    await writeFile(css, `@font-face { font-family: 'Inter'; src: url('${INTER_400}') format('woff2'); unicode-range: ${range}; }\n`);
    const out = join(dir, 'out');
    await rm(out, { recursive: true, force: true });
    await esbuild.build({
      entryPoints: [css],
      bundle: true,
      outdir: out,
      loader: { '.woff2': 'file' },
      logLevel: 'silent',
      plugins: [fontSubsetPlugin(join(dir, 'cache'))],
    });
    const fonts = readdirSync(out).filter((file) => file.endsWith('.woff2'));
    expect(fonts).toHaveLength(1);
    return readFileSync(join(out, fonts[0]!));
  }

  it("writes the font cut down to its face's characters, still Inter and still kerned", async () => {
    const original = fontkit.create(readFileSync(INTER_400)) as fontkit.Font;
    const cut = fontkit.create(await bundle('U+0020-007E, U+00E9, U+2019')) as fontkit.Font;
    expect(cut.familyName).toBe('Inter');
    // (0xFFFF closes every format-4 character map: no character.)
    expect(cut.characterSet.filter((point) => point !== 0xffff).sort((a, b) => a - b)).toEqual([
      ...codePointsOf('U+0020-007E'),
      0xe9,
      0x2019,
    ]);
    expect(readFileSync(INTER_400).length).toBeGreaterThan(2 * (await bundle('U+0020-007E, U+00E9, U+2019')).length);
    // The same shapes and spacing as the original: a word is as wide in both.
    const width = (font: fontkit.Font) => font.layout('Tavern’s été').advanceWidth;
    expect(width(cut)).toBe(width(original));
  });

  it('takes a range as wide as Unicode, keeping every character the font has', async () => {
    const original = fontkit.create(readFileSync(INTER_400)) as fontkit.Font;
    const whole = fontkit.create(await bundle('U+0000-10FFFF')) as fontkit.Font;
    expect(new Set(whole.characterSet)).toEqual(new Set(original.characterSet));
  });

  it('keeps what it cut, and cuts again when the range changes', async () => {
    await bundle('U+0041-005A');
    const cached = readdirSync(join(dir, 'cache'));
    await bundle('U+0041-005A');
    expect(readdirSync(join(dir, 'cache'))).toEqual(cached);
    await bundle('U+0041-005A, U+0061-007A');
    expect(readdirSync(join(dir, 'cache')).length).toBe(cached.length + 1);
  });

  it('refuses a face whose unicode-range it cannot read, naming the stylesheet', async () => {
    await expect(bundle('U+0041-005A, latin')).rejects.toThrow(/fonts\.css: unicode-range .*"latin" is not a unicode-range value/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});
