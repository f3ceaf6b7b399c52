import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../generator/load/markdown.ts';
import { parseMarkdownTexts } from '../../../../generator/load/parse-markdown-texts.ts';

/** Texts of different lengths, each with a link on a line of its own. */
const texts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    markdown: `## Part ${index}\n\n${'A paragraph of prose. '.repeat(1 + (index % 7))}\n\nSee [the page ${index}](/en/p${index}/).`,
    lineOffset: index % 5,
  }));

describe('parseMarkdownTexts', () => {
  it.each([
    ['a few texts, parsed in the calling thread', 3],
    ['many texts, parsed in a thread of their own', 150],
  ])('gives the trees and references parseMarkdown gives, in order: %s', async (_, count) => {
    const input = texts(count);
    const parsed = await parseMarkdownTexts(input);
    expect(parsed).toEqual(input.map(({ markdown, lineOffset }) => parseMarkdown(markdown, lineOffset)));
    expect(parsed.at(-1)!.references).toEqual([{ kind: 'link', target: `/en/p${count - 1}/`, line: 5 + ((count - 1) % 5) }]);
  });
});
