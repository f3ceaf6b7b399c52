// One stylesheet per template for a page's first load: the shell's CSS and the template's in one request.
// esbuild gives each entry its own CSS bundle, and a template's repeats the rules of every component it shares
// with the shell (buttons, links): linked side by side they cost two requests and those rules twice.

/** The top-level rules and at-rules of minified CSS, in order, each as written (pure). */
export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement at-rule (`@charset`, `@import`, `@layer a, b;`).
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules.filter(Boolean);
}

/**
 * The stylesheets as one, in order, each rule kept once: at its last place. Dropping the earlier of two
 * identical rules never changes what applies (the later one wins over anything in between, as before), so
 * the page looks exactly as it did with the stylesheets linked one after another (pure).
 *
 * `deferred` sheets belong to modules the browser loads after hydration (their markup is in the server HTML, so
 * their rules must be in the first stylesheet): they add only the rules the page does not have yet, after it. A
 * shared component's rules (an image, a button) stay where the page's own sheets put them, so deferring a module
 * never reorders the cascade of what was already there.
 */
export function mergeStylesheets(sheets: readonly string[], deferred: readonly string[] = []): string {
  const rules = sheets.flatMap(splitRules).map(lowercaseHexColours);
  const last = new Map<string, number>();
  rules.forEach((rule, index) => last.set(rule, index));
  // `@charset` and `@import` are only valid first: esbuild inlines imports and writes no charset (utf8 output).
  const merged = rules.filter((rule, index) => last.get(rule) === index);
  const present = new Set(merged);
  for (const rule of deferred.flatMap(splitRules).map(lowercaseHexColours)) {
    if (present.has(rule)) continue;
    present.add(rule);
    merged.push(rule);
  }
  return merged.join('');
}

/** A quoted string or a url(), whose contents are left as written. */
const PROTECTED = /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|url\([^)]*\))/;
const HEX_COLOUR = /#[0-9A-Fa-f]{3,8}(?![\w-])/g;

/**
 * Minified CSS with the hex colours of its declarations in lower case (pure). The design tokens write `#3947E4` and
 * esbuild writes `#3947e4`: the same colour, and once they read alike gzip finds more repeats (32 bytes off the
 * contact form's stylesheet). Selectors (an id may look like a colour), strings and url() are left as written.
 */
export function lowercaseHexColours(css: string): string {
  let out = '';
  let start = 0;
  let quote: string | null = null;
  let inUrl = false;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (inUrl) {
      if (char === ')') inUrl = false;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' && css.slice(index - 3, index).toLowerCase() === 'url') {
      inUrl = true;
    } else if (char === '{' || char === ';' || char === '}') {
      const segment = css.slice(start, index);
      // What ends in `{` is a selector or an at-rule's prelude; what ends in `;` or `}` is a declaration.
      out += (char === '{' ? segment : lowercaseDeclaration(segment)) + char;
      start = index + 1;
    }
  }
  return out + css.slice(start);
}

function lowercaseDeclaration(declaration: string): string {
  const colon = declaration.indexOf(':');
  if (colon === -1) return declaration;
  const value = declaration
    .slice(colon + 1)
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(HEX_COLOUR, (colour) => colour.toLowerCase())))
    .join('');
  return declaration.slice(0, colon + 1) + value;
}
