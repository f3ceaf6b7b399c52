import { describe, expect, it } from 'vitest';
import { inProcessExecutor } from '../../../../generator/execution/in-process-executor.ts';
import { threadedExecutor } from '../../../../generator/execution/threaded-executor.ts';
import { parseMarkdown, type MarkdownText, type ParsedMarkdown } from '../../../../generator/load/markdown.ts';
import { work } from '../../../../generator/shared/work.ts';

/** Texts of different lengths, each with a link on a line of its own. */
const texts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    markdown: `## Part ${index}\n\n${'A paragraph of prose. '.repeat(1 + (index % 7))}\n\nSee [the page ${index}](/en/p${index}/).`,
    lineOffset: index % 5,
  }));

const parsing = work(new URL('../../../../generator/load/markdown.ts', import.meta.url), 'parseMarkdownTexts');

describe('runEach: a stage’s work over a list, by either executor', () => {
  it.each([
    ['threads: a few texts, parsed in the calling thread', threadedExecutor, 3],
    ['threads: many texts, parsed in a thread of their own', threadedExecutor, 150],
    ['threads: more texts than a thread takes, dealt out between threads', threadedExecutor, 3100],
    ['in process', inProcessExecutor, 150],
  ])('gives the trees and references parseMarkdown gives, in order: %s', async (_, executor, count) => {
    const input = texts(count);
    const parsed = await executor().runEach<MarkdownText, ParsedMarkdown>(parsing, input);
    expect(parsed).toEqual(input.map(({ markdown, lineOffset }) => parseMarkdown(markdown, lineOffset)));
    expect(parsed.at(-1)!.references).toEqual([{ kind: 'link', target: `/en/p${count - 1}/`, line: 5 + ((count - 1) % 5) }]);
  });
});
