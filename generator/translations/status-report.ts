import { routeOfPath, type PageStatus, type TranslationState, type TranslationStatus } from './translation-status.ts';

// How `site translations` and the build put the status into words (pure).

const CELL: Record<TranslationState, string> = { current: 'ok', stale: 'STALE', missing: 'MISSING' };

/** What a locale shows for a route, in a cell of the grid. */
function cellOf(page: PageStatus): string {
  if (page.kind === 'source') return 'src';
  if (page.kind === 'inherited') return '·';
  return page.state ? CELL[page.state] : '?';
}

/** The full report: the grid of locales × routes, the totals per locale, and every stale or missing unit. */
export function formatStatusReport(status: TranslationStatus): string {
  const locales = status.totals.map((total) => total.locale);
  const paths = [...new Set(status.pages.map((page) => page.path))];
  const cells = new Map(status.pages.map((page) => [`${page.locale} ${page.path}`, cellOf(page)]));
  const routeWidth = Math.max(5, ...paths.map((path) => routeOfPath(path).length)) + 2;
  const widths = locales.map(
    (locale) => Math.max(locale.length, ...paths.map((path) => (cells.get(`${locale} ${path}`) ?? '').length)) + 1,
  );
  const row = (first: string, values: string[]) =>
    (first.padEnd(routeWidth) + values.map((value, index) => value.padEnd(widths[index]!)).join('')).trimEnd();
  const lines = [
    'Pages: what each locale shows. src: the source (default locale); ok: translated, up to date; STALE: its source',
    'changed since it was marked; MISSING: not translated; ·: inherited along the fallback chain.',
    '',
    row('route', locales),
    ...paths.map((path) =>
      row(
        routeOfPath(path),
        locales.map((locale) => cells.get(`${locale} ${path}`) ?? ''),
      ),
    ),
    '',
    formatTotals(status),
  ];
  const overrides = formatOverrides(status);
  if (overrides)
    lines.push('', 'Regional overrides: what each gives (partial: only that, the rest from its base; whole: the page).', overrides);
  const todo = formatTodo(status);
  if (todo) lines.push('', 'To translate or review (then record it: site translations mark <file|locale>):', todo);
  return `${lines.join('\n')}\n`;
}

/** One line per locale: its pages by kind, and its pages and strings by state. */
function formatTotals(status: TranslationStatus): string {
  const header = ['locale', 'own', 'override', 'inherited', 'pages ok', 'stale', 'missing', 'strings ok', 'stale', 'missing'];
  const rows = status.totals.map((total) => [
    total.locale,
    total.pages.own + total.pages.source,
    total.pages.override,
    total.pages.inherited,
    total.pageStates.current,
    total.pageStates.stale,
    total.pageStates.missing,
    total.stringStates.current,
    total.stringStates.stale,
    total.stringStates.missing,
  ]);
  const table = [header, ...rows.map((cells) => cells.map(String))];
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)) + 2);
  return table.map((cells) => cells.map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(8))).join('')).join('\n');
}

/** Each regional override with what it gives. */
function formatOverrides(status: TranslationStatus): string {
  const overrides = status.pages.filter((page) => page.kind === 'override');
  const width = Math.max(0, ...overrides.map((page) => routeOfPath(page.path).length)) + 2;
  return overrides
    .map((page) => {
      const gives = page.overrides ? `partial: ${page.overrides.join(', ') || 'nothing'}` : 'whole';
      return `  ${page.locale.padEnd(6)} ${routeOfPath(page.path).padEnd(width)}${gives}  ← ${page.sourceFile}`;
    })
    .join('\n');
}

/** Every stale or missing page and string, with its source. */
function formatTodo(status: TranslationStatus): string {
  const pages = status.pages
    .filter((page) => page.state === 'stale' || page.state === 'missing')
    .map(
      (page) => `  ${page.locale.padEnd(6)} ${page.state!.padEnd(8)} ${page.file ?? `(${routeOfPath(page.path)})`}  ← ${page.sourceFile}`,
    );
  const strings = status.strings
    .filter((string) => string.state !== 'current')
    .map((string) => `  ${string.locale.padEnd(6)} ${string.state.padEnd(8)} ${string.file} "${string.key}"  ← ${string.sourceFile}`);
  return [...pages, ...strings].join('\n');
}

/** The build's line: the locales with stale or missing translations, or that every one is up to date. */
export function summariseStatus(status: TranslationStatus): string {
  const parts = status.totals.flatMap((total) => {
    const found = [
      plural(total.pageStates.missing, 'missing page'),
      plural(total.pageStates.stale, 'stale page'),
      plural(total.stringStates.missing, 'missing string'),
      plural(total.stringStates.stale, 'stale string'),
    ].filter(Boolean);
    return found.length ? [`${total.locale}: ${found.join(', ')}`] : [];
  });
  if (parts.length) return parts.join('; ');
  const pages = status.pages.filter((page) => page.state === 'current').length;
  const strings = status.strings.filter((string) => string.state === 'current').length;
  return `all up to date (${pages} translated pages, ${strings} strings)`;
}

function plural(count: number, noun: string): string {
  return count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The status for tools (`--json`): every page and string with its state, and the totals. */
export function statusToJson(status: TranslationStatus): string {
  return `${JSON.stringify(status, null, 2)}\n`;
}
