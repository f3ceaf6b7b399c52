import { availableParallelism } from 'node:os';
import { runInThread } from '../threads/run-in-thread.ts';
import type { MarkdownText, ParsedMarkdown } from './markdown.ts';

// Fewer texts than this (an edit in `dev`, a few new pages) are parsed in the build's thread: their syntax trees are
// little garbage, and a thread's start (loading unified and its plugins) would cost more than they take.
const TEXTS_FOR_A_THREAD = 64;
// Texts a thread takes before another is worth starting: measured with this site's 738 texts, one thread took
// 0.38-0.41 s and two 0.46-0.55 s, each loading the parser and warming up on half of them.
const TEXTS_PER_THREAD = 1500;

/**
 * Each text's tree, in order. Many texts (a cold build) are parsed in a thread, or for very many in up to one per
 * core, so that the syntax trees a parse leaves behind go with the thread instead of swelling the build's heap: a
 * cold build of 4,800 pages peaked at 304-313 MB with the markdown parsed in the build's thread, 271-273 MB in one of
 * its own, as much as a build with every tree cached.
 */
export async function parseMarkdownTexts(texts: MarkdownText[]): Promise<ParsedMarkdown[]> {
  if (texts.length < TEXTS_FOR_A_THREAD) return (await import('./markdown.ts')).parseMarkdownTexts(texts);
  const threads = Math.min(availableParallelism(), Math.ceil(texts.length / TEXTS_PER_THREAD));
  // Dealt out in turn, so that each thread gets long and short documents alike.
  const runs = Array.from({ length: threads }, (_, run) => texts.filter((_, index) => index % threads === run));
  const parsed = await Promise.all(
    runs.map((run) => runInThread<ParsedMarkdown[]>(new URL('./markdown.ts', import.meta.url), 'parseMarkdownTexts', run)),
  );
  return texts.map((_, index) => parsed[index % threads]![Math.floor(index / threads)]!);
}
