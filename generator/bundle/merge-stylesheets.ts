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
  const rules = sheets.flatMap(splitRules);
  const last = new Map<string, number>();
  rules.forEach((rule, index) => last.set(rule, index));
  // `@charset` and `@import` are only valid first: esbuild inlines imports and writes no charset (utf8 output).
  const merged = rules.filter((rule, index) => last.get(rule) === index);
  const present = new Set(merged);
  for (const rule of deferred.flatMap(splitRules)) {
    if (present.has(rule)) continue;
    present.add(rule);
    merged.push(rule);
  }
  return merged.join('');
}
