import { describe, expect, it } from 'vitest';
import { sectionTones } from '../../../../site/blocks/section-list.tsx';

describe('section rhythm', () => {
  it('alternates white and surface bands so that two sections never run together', () => {
    expect(sectionTones(['features', 'cards', 'steps', 'questions'], 'surface')).toEqual(['default', 'surface', 'default', 'surface']);
  });

  it('keeps the dark figures band and the primary closing band, and lets light bands restart after them', () => {
    expect(sectionTones(['problem-answer', 'figures', 'outcomes', 'cta'], 'surface')).toEqual(['default', 'dark', 'surface', 'primary']);
  });

  it('never puts a dark band right under a dark lead', () => {
    expect(sectionTones(['figures', 'cards'], 'dark')).toEqual(['default', 'surface']);
  });
});
