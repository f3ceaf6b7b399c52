// The smallest SVG writer the artwork needs: elements as strings, numbers rounded so the files stay small.

export type Attributes = Record<string, string | number | undefined>;

function value(input: string | number): string {
  return typeof input === 'number' ? String(Math.round(input * 10) / 10) : input;
}

/** One element; children are strings already drawn (an empty list gives a self-closing tag). */
export function tag(name: string, attributes: Attributes, children: string[] = []): string {
  const list = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, entry]) => ` ${key}="${value(entry)}"`)
    .join('');
  return children.length ? `<${name}${list}>${children.join('')}</${name}>` : `<${name}${list}/>`;
}

export function group(attributes: Attributes, children: string[]): string {
  return tag('g', attributes, children);
}

export function translate(x: number, y: number, children: string[], extra: Attributes = {}): string {
  return group({ transform: `translate(${value(x)} ${value(y)})`, ...extra }, children);
}

/** A path's `d` from points: `M x y L x y …`, rounded. */
export function polyline(points: [number, number][]): string {
  return points.map(([x, y], index) => `${index ? 'L' : 'M'}${value(x)} ${value(y)}`).join('');
}

/** A smooth curve through points (Catmull-Rom turned into cubic Béziers), for price and quality lines. */
export function smoothLine(points: [number, number][]): string {
  if (points.length < 3) return polyline(points);
  const at = (index: number) => points[Math.max(0, Math.min(points.length - 1, index))]!;
  let d = `M${value(points[0]![0])} ${value(points[0]![1])}`;
  for (let index = 0; index < points.length - 1; index++) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${value(c1[0]!)} ${value(c1[1]!)} ${value(c2[0]!)} ${value(c2[1]!)} ${value(p2[0])} ${value(p2[1])}`;
  }
  return d;
}
