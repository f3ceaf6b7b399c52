import { describe, expect, it } from 'vitest';
import { planBrochure, type Unit } from '../../../../generator/brochures/brochure-plan.ts';
import { fixtureBrochure } from '../../../support/brochure-fixture.ts';

const kinds = (units: Unit[]) => units.map((unit) => unit.kind);
const headings = (units: Unit[]) => units.flatMap((unit) => (unit.kind === 'heading' ? [`${unit.number} ${unit.title}`] : []));

describe('planBrochure', () => {
  it('numbers the body’s headings and the sections’ titles in reading order, and lists them as contents', () => {
    const plan = planBrochure(fixtureBrochure());
    expect(headings(plan.units)).toEqual([
      '01 Why it matters',
      '02 Who it is for',
      '03 What the approach covers',
      '04 What it changed for one trader',
      '05 How a first phase runs',
      '06 One client’s results',
      '07 Why it stalls',
      '08 Questions buyers ask',
      '09 What we build on',
    ]);
    expect(plan.contents?.map((entry) => entry.title)).toEqual(headings(plan.units).map((heading) => heading.slice(3)));
    expect(plan.contents?.[0]).toEqual({ number: '01', title: 'Why it matters', anchor: 'why-it-matters' });
  });

  it('lists no contents for a brochure of four sections or fewer', () => {
    const content = fixtureBrochure();
    const plan = planBrochure({
      ...content,
      sections: content.sections.filter((block) => ['body', 'features', 'cta'].includes(block.type)),
    });
    expect(headings(plan.units)).toHaveLength(3);
    expect(plan.contents).toBeNull();
  });

  it('puts the body first when no section says where it goes, as the web page does', () => {
    const content = fixtureBrochure();
    const plan = planBrochure({ ...content, sections: content.sections.filter((block) => block.type !== 'body') });
    expect(headings(plan.units).slice(0, 3)).toEqual(['01 Why it matters', '02 Who it is for', '03 What the approach covers']);
  });

  it('keeps the last call to action for the back cover, with absolute links in the document’s locale', () => {
    const plan = planBrochure(fixtureBrochure());
    expect(kinds(plan.units)).not.toContain('callout');
    expect(plan.closing).toEqual({
      title: 'Tell us which certificates you receive.',
      text: [
        { text: 'Or read about ', bold: false, italic: false, href: null },
        { text: 'commodities', bold: false, italic: false, href: 'https://www.example.com/en/industries/commodities-metals/' },
        { text: '.', bold: false, italic: false, href: null },
      ],
      action: { label: 'Discuss your certificates', url: 'https://www.example.com/en/contact/business/' },
      secondary: { label: 'Commodities and metals', url: 'https://www.example.com/en/industries/commodities-metals/' },
    });
  });

  it('closes with the site’s call to action when the sections end without one; a call to action in the middle is a callout', () => {
    const content = fixtureBrochure();
    const cta = content.sections.at(-1)!;
    const plan = planBrochure({ ...content, sections: [cta, ...content.sections.slice(0, -1)] });
    expect(plan.closing.title).toBe('Tell us where documents slow your team down.');
    expect(plan.closing.action.url).toBe('https://www.example.com/en/contact/business/');
    expect(plan.closing.secondary?.url).toBe('https://www.example.com/en/audit/');
    expect(plan.units[0]).toMatchObject({ kind: 'callout', title: 'Tell us which certificates you receive.' });
  });

  it('sets features two by two with their numbers, the last row holding the odd one', () => {
    const rows = planBrochure(fixtureBrochure()).units.filter((unit) => unit.kind === 'feature-row');
    expect(rows.map((row) => row.items.map((item) => `${item.number} ${item.title ?? '—'}`))).toEqual([
      ['01 Reading certificates', '02 One basis'],
      ['03 Flags', '04 Contracts'],
      ['05 —'],
    ]);
  });

  it('marks the last step of a timeline, and quotes in the language’s marks with their attribution', () => {
    const content = fixtureBrochure({ labels: { ...fixtureBrochure().labels, quotation: '« {{text}} »' } });
    const units = planBrochure(content).units;
    expect(units.filter((unit) => unit.kind === 'step').map((step) => step.last)).toEqual([false, false, true]);
    expect(units.find((unit) => unit.kind === 'quote')).toEqual({
      kind: 'quote',
      text: '« The first phase paid for itself. »',
      attribution: 'Chief financial officer, metals trading',
    });
    const outcome = units.find((unit) => unit.kind === 'outcome');
    expect(outcome?.kind === 'outcome' && outcome.outcome.quote).toEqual({
      text: '« We stopped chasing laboratories. »',
      attribution: 'Head of quality, oil trading',
    });
  });

  it('types the body: list items with their markers, a table’s cells, links made absolute', () => {
    const units = planBrochure(fixtureBrochure()).units;
    expect(units.filter((unit) => unit.kind === 'list-item').map((unit) => [unit.marker, unit.last])).toEqual([
      ['•', false],
      ['•', true],
    ]);
    expect(units.find((unit) => unit.kind === 'table')).toEqual({
      kind: 'table',
      rows: [
        ['Method', 'Basis'],
        ['AOCS Ca 5a-40', 'Oleic'],
      ],
    });
    const answer = units.find((unit) => unit.kind === 'question');
    expect(answer?.kind === 'question' && answer.answer.map((run) => run.href)).toEqual([null, 'https://www.example.com/en/audit/', null]);
  });
});
