import { describe, expect, it } from 'vitest';
import * as tokens from '../../../../site/design/tokens.ts';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((index) => parseInt(hex.slice(index, index + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('design tokens (SPEC §9)', () => {
  it('holds the SPEC constants exactly', () => {
    expect(tokens.colour.primary).toBe('#3947E4');
    expect(tokens.space(1)).toBe('0.5rem');
    expect(tokens.lineHeight).toBe(1.25);
    expect(tokens.buttonTransition).toBe('0.05s');
    expect(tokens.focusBorderWidth).toBe('2px');
    expect(tokens.cardGridColumns).toContain('min(18rem, 50%)');
    expect(tokens.logoGridColumns).toContain('min(18rem, 48%)');
    expect(tokens.postTextMaxWidth).toBe('40rem');
    expect(tokens.leadTitleSize).toMatch(/^clamp\(4rem, .+, 5rem\)$/);
    expect(tokens.breakpoint).toEqual({ mobile: '50rem', postMedium: '60rem', postLarge: '70rem' });
    expect(tokens.leadMinHeight).toBe('90vh');
    expect(tokens.modalSmallMaxWidth).toBe('30rem');
    expect(tokens.placeholderFade).toBe('500ms linear');
    expect(tokens.spring).toMatchObject({ tension: 170, friction: 26 });
  });

  const { colour } = tokens;
  const pairs: [string, string, string, number][] = [
    ['text on background', colour.text, colour.background, 4.5],
    ['muted text on background', colour.textMuted, colour.background, 4.5],
    ['muted text on surface', colour.textMuted, colour.surface, 4.5],
    ['text on grey', colour.text, colour.grey, 4.5],
    ['links (primary) on background', colour.primary, colour.background, 4.5],
    ['links (primary) on surface', colour.primary, colour.surface, 4.5],
    ['primary on its tint', colour.primary, colour.primaryTint, 4.5],
    ['white on primary (primary buttons)', colour.white, colour.primary, 4.5],
    ['white on primary dark (hover)', colour.white, colour.primaryDark, 4.5],
    ['white on dark', colour.white, colour.dark, 4.5],
    ['danger on background', colour.danger, colour.background, 4.5],
    ['success on background', colour.success, colour.background, 4.5],
    ['borders of inputs on background (non-text, 3:1)', colour.textMuted, colour.background, 3],
  ];
  for (const [name, foreground, background, minimum] of pairs) {
    it(`passes WCAG AA contrast: ${name}`, () => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
    });
  }
});
