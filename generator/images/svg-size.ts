/**
 * An SVG's own size, as sharp (librsvg) reads it at 72 dpi, from its root element: `width` and `height` in pixels
 * (unitless or px), else the viewBox's, a missing one scaled by the viewBox's ratio. Null when neither gives one:
 * such a file has no intrinsic size to put on an `<img>`. Read from the text, so a site whose images are all
 * vectors never loads sharp on a warm build (its library weighs about 40 MB of memory).
 */
export function svgSize(bytes: Buffer): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(bytes.toString('utf8'))?.[0];
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]?.trim();
  const pixels = (value: string | undefined) => {
    const match = value ? /^([\d.]+)(px)?$/.exec(value) : null;
    return match ? Number(match[1]) : undefined;
  };
  const box = attribute('viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box && box.length === 4 && box.every(Number.isFinite) ? [box[2]!, box[3]!] : [undefined, undefined];
  let width = pixels(attribute('width'));
  let height = pixels(attribute('height'));
  if (boxWidth && boxHeight) {
    if (width === undefined && height === undefined) [width, height] = [boxWidth, boxHeight];
    else if (width === undefined) width = (height! * boxWidth) / boxHeight;
    else if (height === undefined) height = (width * boxHeight) / boxWidth;
  }
  if (!width || !height) return null;
  return { width: Math.round(width), height: Math.round(height) };
}
