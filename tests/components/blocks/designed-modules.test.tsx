import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from '../../../site/blocks/call-to-action.tsx';
import { Cards } from '../../../site/blocks/cards.tsx';
import { Features } from '../../../site/blocks/features.tsx';
import { Figures } from '../../../site/blocks/figures.tsx';
import { Outcomes } from '../../../site/blocks/outcomes.tsx';
import { ProblemAnswer } from '../../../site/blocks/problem-answer.tsx';
import { Questions } from '../../../site/blocks/questions.tsx';
import { Quote } from '../../../site/blocks/quote.tsx';
import { Steps } from '../../../site/blocks/steps.tsx';
import { Wordmarks } from '../../../site/blocks/wordmarks.tsx';
import type { Outcome } from '../../../site/shared/blocks.ts';
import { renderInSite } from '../../support/render-site.tsx';

const outcome: Outcome = {
  id: 'customs-broker-invoices',
  client: 'A customs broker, 120 staff, Rotterdam',
  title: 'Seven invoices in ten processed without a touch',
  situation: 'Brokers re-keyed every commercial invoice.',
  approach: 'We automated extraction with a review queue.',
  result: 'After three months, 70 % went straight through.',
  figures: [
    { value: '70 %', label: 'of invoices without a touch', context: 'after three months' },
    { value: '11 → 3 min', label: 'per invoice', context: null },
  ],
  timeframe: 'Ten weeks, a team of three',
  industry: { label: 'Freight & logistics', href: '/industries/freight-logistics/' },
  quote: { text: 'Our brokers check now; they no longer type.', role: 'Head of operations', sector: 'customs brokerage' },
  image: null,
};

describe('Figures', () => {
  it('shows each figure with what it measured and where, under its heading', () => {
    renderInSite(<Figures id="s1" block={{ type: 'figures', title: 'What changed', intro: null, items: outcome.figures }} />);
    const list = screen.getByRole('list', { name: 'What changed' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['70 %of invoices without a touchafter three months', '11 → 3 minper invoice']);
  });
});

describe('Outcomes', () => {
  it('tells one featured outcome as situation, what we did and result, with its figures, time frame and quote', () => {
    renderInSite(<Outcomes id="s2" block={{ type: 'outcomes', title: 'A recent engagement', intro: null, items: [outcome] }} />);
    const card = screen.getByRole('article');
    expect(card.dataset.featured).toBe('true');
    // A list even of one, so screen readers hear how many outcomes the section tells.
    expect(screen.getAllByRole('list')[0]!.children).toHaveLength(1);
    expect(within(card).getByRole('heading', { level: 3, name: outcome.title })).toBeTruthy();
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['The situation', 'What we did', 'The result']);
    expect(within(card).getByRole('link', { name: 'Freight & logistics' }).getAttribute('href')).toBe('/en/industries/freight-logistics/');
    expect(card.textContent).toContain('Ten weeks, a team of three');
    expect(within(card).getByRole('figure').textContent).toContain('Head of operations, customs brokerage');
  });

  it('puts two outcomes side by side, in French with French labels', () => {
    renderInSite(
      <Outcomes id="s2" block={{ type: 'outcomes', title: null, intro: null, items: [outcome, { ...outcome, id: 'other' }] }} />,
      { locale: 'fr' },
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards.every((card) => card.dataset.featured === 'false')).toBe(true);
    // Without a section title, the outcomes' titles are the level-2 headings.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(within(cards[0]!).getAllByRole('term')[1]!.textContent).toBe('Ce que nous avons fait');
  });
});

describe('Steps', () => {
  it('numbers the steps in order with their durations', () => {
    renderInSite(
      <Steps
        id="s3"
        block={{
          type: 'steps',
          title: 'How an engagement runs',
          intro: null,
          items: [
            { title: 'Discovery', duration: 'Two weeks', text: ['Interviews.'] },
            { title: 'Build', duration: null, text: ['The first ', ['strong', null, 'release'], '.'] },
          ],
        }}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(within(steps[0]!).getByRole('heading', { level: 3, name: 'Discovery' })).toBeTruthy();
    expect(steps[0]!.textContent).toContain('Two weeks');
    expect(steps[1]!.querySelector('strong')!.textContent).toBe('release');
  });
});

describe('Quote', () => {
  it('attributes the words by role and sector, never by name', () => {
    renderInSite(<Quote block={{ type: 'quote', ...outcome.quote! }} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(outcome.quote!.text).closest('blockquote')).toBeTruthy();
    expect(figure.querySelector('figcaption')!.textContent).toBe('Head of operations, customs brokerage');
  });
});

describe('ProblemAnswer', () => {
  it('shows the problem and the answer side by side, each with its items', () => {
    renderInSite(
      <ProblemAnswer
        id="s4"
        block={{
          type: 'problem-answer',
          title: null,
          intro: null,
          problem: { title: 'What we find', items: [{ title: 'Re-keying', text: ['Every invoice by hand.'] }] },
          answer: {
            title: 'What we build',
            items: [{ title: null, text: ['Extraction with ', ['a', { href: '/audit/' }, 'a review queue'], '.'] }],
          },
        }}
      />,
      { locale: 'fr' },
    );
    const [problem, answer] = screen.getAllByRole('heading', { level: 2 });
    expect(problem!.textContent).toBe('What we find');
    expect(answer!.closest('[data-side]')!.getAttribute('data-side')).toBe('answer');
    expect(screen.getByRole('link', { name: 'a review queue' }).getAttribute('href')).toBe('/fr/audit/');
  });
});

describe('Questions', () => {
  it('answers in native disclosure widgets that open without JavaScript', () => {
    const { container } = renderInSite(
      <Questions
        id="s5"
        block={{
          type: 'questions',
          title: 'Questions buyers ask',
          intro: null,
          items: [{ question: 'Who owns the code?', answer: ['You do.'] }],
        }}
      />,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Who owns the code?');
    // The answer is in the server HTML, not fetched or rendered on demand.
    expect(details.textContent).toContain('You do.');
    fireEvent.click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
  });
});

describe('Wordmarks', () => {
  it('sets names as wordmarks in labelled groups', () => {
    renderInSite(
      <Wordmarks
        id="s6"
        block={{
          type: 'wordmarks',
          title: 'What we build on',
          intro: null,
          groups: [{ label: 'Storage', items: ['PostgreSQL', 'DuckDB'] }],
        }}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Storage' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PostgreSQL', 'DuckDB']);
  });
});

describe('CallToAction', () => {
  it('has one sentence, a button and a secondary link in the page locale', () => {
    renderInSite(
      <CallToAction
        id="s7"
        block={{
          type: 'cta',
          title: 'Parlons de vos données.',
          text: null,
          action: { label: 'Nous écrire', href: '/contact/business/' },
          secondary: { label: 'L’audit', href: '/audit/' },
        }}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Parlons de vos données.');
    expect(screen.getByRole('link', { name: 'Nous écrire' }).getAttribute('href')).toBe('/fr/contact/business/');
    expect(screen.getByRole('link', { name: 'L’audit →' }).getAttribute('href')).toBe('/fr/audit/');
  });
});

describe('Cards', () => {
  it('shows a card per page with its detail, its own action label and an outcome figure', () => {
    renderInSite(
      <Cards
        id="s8"
        block={{
          type: 'cards',
          title: 'Get in touch',
          intro: null,
          items: [
            {
              href: '/contact/business/',
              title: 'A new project',
              summary: 'Tell us what you want to change.',
              kicker: null,
              image: null,
              article: null,
              detail: 'A senior consultant replies within one business day.',
              action: 'Describe your project',
              outcome: { client: outcome.client, title: outcome.title, figures: outcome.figures },
            },
          ],
        }}
      />,
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('A senior consultant replies within one business day.');
    expect(card.textContent).toContain('Describe your project →');
    expect(card.textContent).toContain('70 % of invoices without a touch');
    expect(within(card).getByRole('link', { name: 'A new project' }).getAttribute('href')).toBe('/en/contact/business/');
  });
});

describe('Features', () => {
  it('lists the items with their titles', () => {
    renderInSite(
      <Features
        id="s9"
        block={{
          type: 'features',
          title: 'What you get',
          intro: null,
          items: [
            { title: 'A warehouse', text: ['Traceable.'] },
            { title: null, text: ['Tests.'] },
          ],
        }}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'A warehouse' })).toBeTruthy();
  });
});
