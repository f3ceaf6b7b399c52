// Typographic decisions that depend only on measurements (pure): balanced titles and figures that fit.

/**
 * The narrowest width, down to `minimum`, at which a title still takes the lines it takes at `maximum`:
 * lines of even length instead of a last line with one word (the web's `text-wrap: balance`).
 * `linesAt` counts the lines at a width; it never grows as the width grows.
 */
export function balancedWidth(linesAt: (width: number) => number, maximum: number, minimum = maximum / 2): number {
  const lines = linesAt(maximum);
  if (lines <= 1) return maximum;
  // Whole points: finer than any difference a reader sees.
  let low = Math.floor(minimum);
  let high = Math.floor(maximum);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (linesAt(middle) > lines) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The size, from `largest` down to `smallest` in half points, at which every value fits its column on one
 * line; one size for a whole band so the figures read as a set. `widthsAtOnePoint` are the values' widths
 * set at 1 pt. Below `smallest` the values wrap rather than shrink further.
 */
export function fittingSize(widthsAtOnePoint: number[], column: number, largest: number, smallest: number): number {
  const widest = Math.max(0, ...widthsAtOnePoint);
  if (widest === 0) return largest;
  const size = Math.floor((column / widest) * 2) / 2;
  return Math.max(smallest, Math.min(largest, size));
}
