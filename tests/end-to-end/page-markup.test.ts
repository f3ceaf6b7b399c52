import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listBuiltFiles, readHtml } from '../support/built-site.ts';

// The accessibility checks whose outcome differs from locale to locale (names, labels, landmarks, references between
// elements) run here over the built HTML of every page of every locale: a fraction of a second a page. The browser
// audit (tests/browser/accessibility.spec.ts) runs axe on the pages whose markup differs — every template in en and
// fr at both widths, every locale's home page, every regional override — for what needs a layout (contrast, sizes).

let dir: string;
let pages: string[];

beforeAll(() => {
  dir = inject('builtSite');
  pages = listBuiltFiles(dir).filter((file) => /^[a-z]{2}(-[a-z]{2})?\/(.*\/)?index\.html$/.test(file));
});

const hiddenFromEveryone = (element: HTMLElement): boolean => {
  for (let node: HTMLElement | null = element; node && node.tagName; node = node.parentNode as HTMLElement | null) {
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return true;
  }
  return false;
};

/** The text an element contributes to a name: its text and images' alt, without what is hidden from assistive technology. */
function nameText(element: HTMLElement): string {
  if (element.getAttribute('aria-hidden') === 'true') return '';
  if (element.tagName === 'IMG') return element.getAttribute('alt') ?? '';
  if (element.tagName === 'svg' || element.tagName === 'SVG') {
    return element.getAttribute('aria-label') ?? element.querySelector('title')?.textContent ?? '';
  }
  return element.childNodes
    .map((child) => (child.nodeType === 3 ? child.textContent : child.nodeType === 1 ? nameText(child as HTMLElement) : ''))
    .join(' ');
}

const NAMED_FROM_CONTENT = new Set(['A', 'BUTTON', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SUMMARY', 'LABEL']);

/** An approximation of the accessible name computation: labelledby, label, own text (where the role allows), title. */
function accessibleName(element: HTMLElement, html: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => (html.getElementById(id) ? nameText(html.getElementById(id)!) : ''))
      .join(' ')
      .trim();
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return label.trim();
  const id = element.getAttribute('id');
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) {
    const labels = id ? html.querySelectorAll(`label[for="${id}"]`) : [];
    const wrapping = element.closest('label');
    return [...labels, ...(wrapping ? [wrapping] : [])]
      .map((node) => nameText(node))
      .join(' ')
      .trim();
  }
  const fromContent = NAMED_FROM_CONTENT.has(element.tagName) || element.getAttribute('role') === 'button';
  return ((fromContent ? nameText(element).trim() : '') || element.getAttribute('title') || '').replace(/\s+/g, ' ');
}

/** Every problem a page's markup has, as `file: what` lines. */
function problemsOf(file: string, html: HTMLElement = readHtml(dir, file)): string[] {
  const problems: string[] = [];
  const report = (what: string) => problems.push(`${file}: ${what}`);
  const describe = (element: HTMLElement) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;

  // Landmarks: one main, a banner and a content info outside it; navigation regions named, each name once.
  const main = html.querySelectorAll('main');
  if (main.length !== 1) report(`${main.length} <main> elements`);
  if (!html.querySelectorAll('header').some((header) => !header.closest('main'))) report('no page header outside <main>');
  if (!html.querySelectorAll('footer').some((footer) => !footer.closest('main'))) report('no page footer outside <main>');
  const navNames = html
    .querySelectorAll('nav')
    .filter((nav) => !hiddenFromEveryone(nav))
    .map((nav) => accessibleName(nav, html));
  for (const name of navNames) if (!name) report('a <nav> without a name');
  const regions = html.querySelectorAll('section[aria-labelledby], section[aria-label], [role=region]');
  for (const region of regions) if (!accessibleName(region, html)) report(`a region without a name: ${describe(region)}`);

  // Headings: exactly one h1, and none empty.
  const h1 = html.querySelectorAll('h1');
  if (h1.length !== 1) report(`${h1.length} <h1> elements`);
  for (const heading of html.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (!hiddenFromEveryone(heading) && !nameText(heading).trim()) report(`an empty ${describe(heading)}`);
  }

  // Names: every form control labelled, every button and link named, every image with a text alternative.
  for (const control of html.querySelectorAll('input, select, textarea')) {
    if (control.getAttribute('type') === 'hidden' || hiddenFromEveryone(control)) continue;
    if (!accessibleName(control, html)) report(`a form control without a label: ${describe(control)} name=${control.getAttribute('name')}`);
  }
  for (const button of html.querySelectorAll('button, [role=button]')) {
    if (!hiddenFromEveryone(button) && !accessibleName(button, html)) report(`a button without a name: ${describe(button)}`);
  }
  for (const link of html.querySelectorAll('a[href]')) {
    if (!hiddenFromEveryone(link) && !accessibleName(link, html)) report(`a link without a name: ${link.getAttribute('href')}`);
  }
  for (const image of html.querySelectorAll('img'))
    if (!image.hasAttribute('alt')) report(`an image without alt: ${image.getAttribute('src')}`);
  for (const image of html.querySelectorAll('svg[role=img], [role=img]')) {
    if (!accessibleName(image, html)) report(`an image role without a name: ${describe(image)}`);
  }
  for (const form of html.querySelectorAll('form')) if (!accessibleName(form, html)) report('a form without a name');

  // References between elements: unique ids, and every id a label or ARIA attribute names exists.
  const ids = new Map<string, number>();
  for (const element of html.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
  for (const [id, count] of ids) if (count > 1) report(`id "${id}" used ${count} times`);
  for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) {
    for (const element of html.querySelectorAll(`[${attribute}]`)) {
      for (const id of element.getAttribute(attribute)!.split(/\s+/)) {
        if (!ids.has(id)) report(`${attribute}="${id}" names no element (${describe(element)})`);
      }
    }
  }
  return problems;
}

describe('the markup of every page of every locale', () => {
  it('has named landmarks, one h1, labelled controls, named links, buttons and images, and ids that resolve', () => {
    expect(pages.length).toBeGreaterThan(400);
    expect(pages.flatMap((file) => problemsOf(file))).toEqual([]);
  });

  it('finds what it looks for (the check itself works)', () => {
    // The same checks on a real page with its labels and names taken away.
    const file = 'en/contact/business/index.html';
    const broken = readHtml(dir, file)
      .toString()
      .replace(/<label for="[^"]+"/g, '<label')
      .replace(/aria-label="[^"]*"/g, '');
    const problems = problemsOf(file, parse(broken));
    expect(problems.some((line) => line.includes('a form control without a label'))).toBe(true);
    expect(problems.some((line) => line.includes('a <nav> without a name'))).toBe(true);
  });
});
