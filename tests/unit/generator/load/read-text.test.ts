import { describe, expect, it } from 'vitest';
import { firstInvalidByte } from '../../../../generator/load/read-text.ts';
import { yamlProblemLine } from '../../../../generator/load/yaml-problem-line.ts';

describe('firstInvalidByte', () => {
  const at = (...bytes: number[]) => firstInvalidByte(Uint8Array.from(bytes));

  it('finds nothing wrong in UTF-8, from ASCII to four-byte sequences', () => {
    expect(firstInvalidByte(Buffer.from('Café, 17 h 30 → 😀 ’'))).toBe(-1);
  });

  it('finds a Windows-1252 byte, a truncated sequence, an overlong form, a surrogate and a code point past U+10FFFF', () => {
    expect(at(0x43, 0x61, 0x66, 0xe9)).toBe(3);
    expect(at(0x41, 0xe2, 0x82)).toBe(1);
    expect(at(0xc0, 0xaf)).toBe(0);
    expect(at(0xe0, 0x80, 0xaf)).toBe(0);
    expect(at(0x41, 0xed, 0xa0, 0x80)).toBe(1);
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0);
  });
});

describe('yamlProblemLine', () => {
  it('names the line where an unclosed quote or bracket opens, not where the parser gave up', () => {
    expect(yamlProblemLine('template: landing\ntitle: "Broken\ndescription: x\nsummary: y\n')).toBe(2);
    expect(yamlProblemLine("lead:\n  kicker: 'Open\n  title: x\n")).toBe(2);
    expect(yamlProblemLine('template: landing\ntitle: [broken\ndescription: x\n')).toBe(2);
  });

  it('names the parser’s line for other problems, and none for valid YAML', () => {
    expect(yamlProblemLine('template: landing\n\ttitle: x\n')).toBe(2);
    expect(yamlProblemLine('template: landing\ntitle: "Fine"\n')).toBeNull();
  });
});
