import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rasteriseArt } from '../../../../generator/brochures/brochure-art.ts';
import { loadBrochureFonts, readBrochureFonts, type BrochureFonts } from '../../../../generator/brochures/brochure-fonts.ts';
import { createBrochurePdf, layoutBrochure } from '../../../../generator/brochures/brochure-pdf.ts';
import { AREA } from '../../../../generator/brochures/pdf-style.ts';
import { fixtureBrochure } from '../../../support/brochure-fixture.ts';
import { fontsOf, normalise, readPdf, type ReadPdf } from '../../../support/read-pdf.ts';
import { projectRoot } from '../../../support/temp-project.ts';

let fonts: BrochureFonts;
let art: Buffer;
let pdf: Buffer;
let read: ReadPdf;

beforeAll(async () => {
  fonts = await loadBrochureFonts();
  art = await rasteriseArt(readFileSync(join(projectRoot, 'content/media/leads/ffa-data.svg')), '#12152E');
  pdf = await createBrochurePdf(fixtureBrochure(), art, fonts);
  read = await readPdf(pdf);
}, 60_000);

describe('a brochure PDF', () => {
  it('opens with the cover: kicker, title, subtitle and wordmark, and ends with the call to action and the office', () => {
    expect(read.pages[0]).toContain('FFA data: from lab certificates to a quality dataset');
    expect(read.pages[0]).toContain('How we turn free fatty acid results into clean data.');
    expect(read.pages[0]).toContain('Factor');
    const back = read.pages.at(-1)!;
    for (const text of [
      'Tell us which certificates you receive.',
      'Discuss your certificates',
      'hello@example.com',
      '+1 514 555 0142',
      'Montréal',
    ]) {
      expect(back).toContain(text);
    }
    expect(back).toContain('www.example.com/en/brochures/ffa-data/');
  });

  it('prints every section: headings, figures with what they measured, features, steps, the outcome, questions and the body', () => {
    for (const text of [
      'Why it matters',
      'What the approach covers',
      '> 95 %',
      '45 → 5 min',
      'of claims sent on time',
      'after nine weeks',
      'Reading certificates',
      'A review queue for doubtful values.',
      'Collect and agree',
      'The situation',
      'Claims sent within the deadline',
      'Nine weeks, a team of three',
      '“We stopped chasing laboratories.”',
      'Who owns the code?',
      'PostgreSQL',
      'AOCS Ca 5a-40',
      'the l’offre test.',
    ]) {
      expect(read.text, text).toContain(text);
    }
  });

  it('lists the sections with the page each starts on, and links each entry to it', () => {
    const contents = read.pages[1]!;
    expect(contents).toContain('Contents');
    for (const heading of ['Why it matters', 'How a first phase runs', 'Questions buyers ask']) {
      const page = Number(new RegExp(`\\d\\d ${heading} (\\d+)`).exec(contents)?.[1]);
      // The page shows the heading, and its footer says it is that page.
      expect(read.pages[page - 1], heading).toContain(heading);
      expect(read.pages[page - 1]).toContain(`${page} / ${read.pages.length}`);
    }
    expect(read.links).toContain('why-it-matters');
    expect(read.outline).toContain('Questions buyers ask');
  });

  it('numbers the inside pages and leaves the covers without running heads', () => {
    const count = read.pages.length;
    expect(count).toBeGreaterThanOrEqual(5);
    expect(read.pages[0]).not.toMatch(/\d+ \/ \d+/);
    expect(read.pages.at(-1)).not.toMatch(/\d+ \/ \d+/);
    for (let page = 2; page < count; page += 1) expect(read.pages[page - 1]).toContain(`${page} / ${count}`);
  });

  it('breaks a paragraph too long for the rest of a page between its lines, the rest at the top of the next page', async () => {
    const sentence = 'A certificate that arrives late or reads wrong costs a claim, and the claim has a deadline. ';
    const long = (name: string) => ['p', null, `${name} begins. `, sentence.repeat(22), ['a', { href: '/audit/' }, `${name} ends`], '.'];
    const content = fixtureBrochure({
      body: [['h2', { id: 'long' }, 'A long section'], ...['First', 'Second', 'Third'].map(long)] as never,
    });
    const layout = await layoutBrochure(content, fonts);
    const broken = layout.placements.filter((placed) => placed.lines);
    expect(broken.length).toBeGreaterThanOrEqual(2);
    const [head, tail] = broken;
    expect(tail!.unit).toBe(head!.unit);
    expect(tail).toMatchObject({ page: head!.page + 1, top: AREA.top });
    const printed = await readPdf(await createBrochurePdf(content, null, fonts));
    const name = ['First', 'Second', 'Third'][head!.unit - 1]!;
    // The cover is the PDF's first page: the layout's first inside page is its second.
    const [foot, top] = [printed.pages[head!.page + 1]!, printed.pages[head!.page + 2]!];
    expect(foot).toContain(`${name} begins.`);
    expect(foot).not.toContain(`${name} ends`);
    expect(top).toContain(`${name} ends`);
    // Every word once: the lines at the foot of one page, then the others at the top of the next.
    const words = (text: string) => text.match(/deadline/g)?.length ?? 0;
    expect(words(foot.slice(foot.indexOf(`${name} begins.`))) + words(top.slice(0, top.indexOf(`${name} ends`)))).toBe(22);
    expect(printed.links.filter((link) => link === 'https://www.example.com/en/audit/').length).toBeGreaterThanOrEqual(3);
    expect(printed.pages.length).toBe(Math.max(...layout.placements.map((placed) => placed.page)) + 3);
  });

  it('is tagged, titled and in its language, with absolute links and embedded fonts', () => {
    expect(read.title).toBe('FFA data: from lab certificates to a quality dataset');
    expect(read.language).toBe('en');
    expect(read.tagged).toBe(true);
    for (const role of ['Document', 'H1', 'H2', 'TOC', 'Sect', 'L', 'LI', 'Lbl', 'LBody', 'Link', 'Table', 'BlockQuote'])
      expect(read.structure).toContain(role);
    expect(read.links).toEqual(
      expect.arrayContaining([
        'https://www.example.com/en/audit/',
        'https://www.example.com/en/contact/business/',
        'mailto:hello@example.com',
      ]),
    );
    expect(fontsOf(pdf).length).toBeGreaterThanOrEqual(3);
    expect(fontsOf(pdf).every((font) => font.embedded && font.name.includes('Inter'))).toBe(true);
  });

  it('is the same file when made again, and later documents keep every character of their text', async () => {
    const again = await createBrochurePdf(fixtureBrochure(), art, fonts);
    expect(again.equals(pdf)).toBe(true);
    // Documents share the tables a face decoded for the ones before: the file is the one fonts read afresh give.
    expect((await createBrochurePdf(fixtureBrochure(), art, await readBrochureFonts())).equals(pdf)).toBe(true);
    // fontkit caches the glyphs a subsetter creates (the ’ inside ”) without their characters: a document
    // that prints ” but not ’ must not leave the next one without its apostrophes.
    const cold = await readBrochureFonts();
    const quoted = { title: '“Quoted”', subtitle: null, sections: [], body: [['p', null, '“Quoted”']] as never };
    await createBrochurePdf(fixtureBrochure(quoted), null, cold);
    const french = await readPdf(
      await createBrochurePdf(fixtureBrochure({ language: 'fr', title: 'Le contrat d’abord : l’offre' }), null, cold),
    );
    expect(french.language).toBe('fr');
    expect(normalise(french.pages[0]!)).toContain('Le contrat d’abord : l’offre');
  });

  it('shapes each word once for every document of a build: a document takes the words its pieces were measured with', async () => {
    const fresh = await readBrochureFonts();
    // Counts the words the documents' own faces shape (fontkit's `layout`).
    let shaped = 0;
    const counting: BrochureFonts = {
      ...fresh,
      facesForPdf: () => {
        const faces = fresh.facesForPdf();
        for (const face of Object.values(faces)) {
          const layout = face.layout.bind(face);
          face.layout = (...args: Parameters<typeof layout>) => {
            shaped += 1;
            return layout(...args);
          };
        }
        return faces;
      },
    };
    const first = await createBrochurePdf(fixtureBrochure(), art, counting);
    const shapedByFirst = shaped;
    const second = await createBrochurePdf(fixtureBrochure(), art, counting);
    expect(first.equals(pdf)).toBe(true);
    expect(second.equals(pdf)).toBe(true);
    // The first shapes only what is drawn without being measured (covers, contents, running heads): a few words
    // of its hundreds. The second, the same brochure, shapes none.
    expect(shapedByFirst).toBeGreaterThan(0);
    expect(shapedByFirst).toBeLessThan(200);
    expect(shaped).toBe(shapedByFirst);
  });
});
