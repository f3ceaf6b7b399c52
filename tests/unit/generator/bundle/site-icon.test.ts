import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../../../generator/bundle/site-icon.ts';

describe('svgDataUrl', () => {
  it('makes a URL a browser decodes back to the same picture, on one line', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#3947E4" width="50%"/>\n  <title>Été — Factor’s</title>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    // Nothing that would end an attribute, start a fragment, be read as an escape or be refused as a raw space is
    // left as it was.
    expect(url.slice('data:image/svg+xml,'.length)).not.toMatch(/[#<>"'\s]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="#3947E4" width="50%"/> <title>Été — Factor’s</title> </svg>',
    );
  });

  it('keeps what a URL may hold as it is: slashes, equals signs and colons stay, so it is shorter than fully encoded', () => {
    const svg = '<svg viewBox="0 0 64 64"><path d="M21 48V16h23v6H28v7h14v6H28v13z"/></svg>';
    const payload = svgDataUrl(svg).slice('data:image/svg+xml,'.length);
    expect(payload).toContain('M21%2048V16h23v6H28v7h14v6H28v13z');
    expect(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(
      'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    );
    expect(payload.length).toBeLessThan(encodeURIComponent(svg).length);
  });
});
