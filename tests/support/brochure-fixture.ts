import type { Block } from '../../site/shared/blocks.ts';
import type { TreeNode } from '../../site/shared/page-data.ts';
import type { BrochureContent } from '../../generator/brochures/brochure-content.ts';

const NBSP = '\u00a0';

/** Rich text as the build parses it: one paragraph's inline content. */
function rich(...nodes: TreeNode[]): TreeNode[] {
  return nodes;
}

/** A brochure with one section of every kind, a body with headings, lists and a table, and French-style spaces. */
export function fixtureBrochure(overrides: Partial<BrochureContent> = {}): BrochureContent {
  const sections: Block[] = [
    { type: 'body' },
    {
      type: 'features',
      title: 'What the approach covers',
      intro: rich('Five parts, each ', ['strong', null, 'checked'], ' on your files.'),
      items: [
        { title: 'Reading certificates', text: rich('PDFs and scans from many laboratories.') },
        { title: 'One basis', text: rich('Results compared across ', ['em', null, 'every'], ' laboratory.') },
        { title: 'Flags', text: rich('Out-of-spec cargoes flagged the same day.') },
        { title: 'Contracts', text: rich('Each result linked to its contract.') },
        { title: null, text: rich('A review queue for doubtful values.') },
      ],
    },
    {
      type: 'figures',
      title: 'What it changed for one trader',
      intro: null,
      items: [
        { value: '> 95 %', label: 'of claims sent on time', context: 'after nine weeks' },
        { value: '45 → 5 min', label: 'to check a certificate', context: null },
        { value: 'Same day', label: 'out-of-spec cargoes flagged', context: 'instead of weekly' },
      ],
    },
    {
      type: 'steps',
      title: 'How a first phase runs',
      intro: null,
      items: [
        { title: 'Collect and agree', duration: 'One week', text: rich('We gather recent certificates.') },
        { title: 'Read and normalise', duration: 'Four weeks', text: rich('Extraction for your laboratories.') },
        { title: 'Switch over', duration: null, text: rich('The code stays with you.') },
      ],
    },
    {
      type: 'outcomes',
      title: 'One client’s results',
      intro: null,
      items: [
        {
          id: 'oil-trader',
          client: 'A European vegetable oil trader, 600 certificates a month',
          title: 'Claims sent within the deadline',
          situation: 'Certificates were read by hand.',
          approach: 'We built extraction and checks against contracts.',
          result: 'Claims now leave within the deadline.',
          figures: [{ value: '9 weeks', label: 'to the first phase', context: null }],
          timeframe: 'Nine weeks, a team of three',
          industry: { label: 'Commodities', href: '/industries/commodities-metals/' },
          quote: { text: 'We stopped chasing laboratories.', role: 'Head of quality', sector: 'oil trading' },
          image: null,
        },
      ],
    },
    { type: 'quote', text: 'The first phase paid for itself.', role: 'Chief financial officer', sector: 'metals trading' },
    {
      type: 'problem-answer',
      title: 'Why it stalls',
      intro: null,
      problem: { title: 'Today', items: [{ title: null, text: rich('Results typed again.') }] },
      answer: { title: 'With us', items: [{ title: 'One dataset', text: rich('Every result in one place.') }] },
    },
    {
      type: 'questions',
      title: 'Questions buyers ask',
      intro: null,
      items: [{ question: 'Who owns the code?', answer: rich('You do; see ', ['a', { href: '/audit/' }, 'the audit'], '.') }],
    },
    { type: 'wordmarks', title: 'What we build on', intro: null, groups: [{ label: 'Data', items: ['PostgreSQL', 'dbt'] }] },
    {
      type: 'cta',
      title: 'Tell us which certificates you receive.',
      text: rich('Or read about ', ['a', { href: '/industries/commodities-metals/' }, 'commodities'], '.'),
      action: { label: 'Discuss your certificates', href: '/contact/business/' },
      secondary: { label: 'Commodities and metals', href: '/industries/commodities-metals/' },
    },
  ];
  const body: TreeNode[] = [
    ['h2', { id: 'why-it-matters' }, 'Why it matters'],
    ['p', null, 'Free fatty acid content decides whether a cargo meets its contract', NBSP, ': the l’offre test.'],
    ['ul', null, ['li', null, ['strong', null, 'Parsing'], ' certificates.'], ['li', null, 'Normalising units.']],
    ['h2', { id: 'who-it-is-for' }, 'Who it is for'],
    ['p', null, 'Quality managers and traders. See ', ['a', { href: 'mailto:hello@example.com' }, 'hello@example.com'], '.'],
    [
      'table',
      null,
      ['thead', null, ['tr', null, ['th', null, 'Method'], ['th', null, 'Basis']]],
      ['tbody', null, ['tr', null, ['td', null, 'AOCS Ca 5a-40'], ['td', null, 'Oleic']]],
    ],
  ];
  return {
    language: 'en',
    siteName: 'Factor',
    legalName: 'Factor Conseil inc.',
    title: 'FFA data: from lab certificates to a quality dataset',
    description: 'How free fatty acid results become a dataset.',
    subtitle: 'How we turn free fatty acid results into clean data.',
    sections,
    body,
    pageUrl: 'https://www.example.com/en/brochures/ffa-data/',
    siteUrl: 'https://www.example.com',
    locale: 'en',
    contact: {
      city: 'Montréal',
      email: 'hello@example.com',
      telephone: '+1 514 555 0142',
      address: '1250 boulevard René-Lévesque Ouest, Montréal QC H3B 4W8, Canada',
      hours: 'Monday to Friday, 9:00 AM to 5:30 PM (Montréal time)',
    },
    labels: {
      kicker: 'Brochure',
      contents: 'Contents',
      online: 'This brochure online',
      contact: 'Contact',
      outcome: {
        kicker: 'Client outcome',
        situation: 'The situation',
        approach: 'What we did',
        result: 'The result',
        timeframe: 'Time frame:',
      },
      quotation: '“{{text}}”',
      attribution: '{{role}}, {{sector}}',
      closing: {
        type: 'cta',
        title: 'Tell us where documents slow your team down.',
        text: ['A senior consultant replies within one business day.'],
        action: { label: 'Talk to a consultant', href: '/contact/business/' },
        secondary: { label: 'See the two-week audit', href: '/audit/' },
      },
    },
    ...overrides,
  };
}
