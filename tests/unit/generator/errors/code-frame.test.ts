import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../../../generator/errors/code-frame.ts';

const text = ['---', 'template: landing', 'sections:', '  - type: faq', '    items: []', '---', 'Body'].join('\n');

describe('codeFrame', () => {
  it('shows two lines each side, marks the line and puts a caret under the column', () => {
    expect(codeFrame(text, 4, 11)).toBe(
      ['  2 | template: landing', '  3 | sections:', '> 4 |   - type: faq', '    |           ^', '  5 |     items: []', '  6 | ---'].join(
        '\n',
      ),
    );
  });

  it('stops at the edges of the file and leaves out the caret without a column', () => {
    expect(codeFrame(text, 1)).toBe(['> 1 | ---', '  2 | template: landing', '  3 | sections:'].join('\n'));
  });

  it('is empty for a line the file does not have', () => {
    expect(codeFrame(text, 40, 1)).toBe('');
  });
});
