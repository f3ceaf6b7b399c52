import type { PageDocument } from './page-document.ts';

/**
 * A file of the built site: its contents, a file to copy (large sources are not read into memory), or a page's HTML
 * document in parts, put together by whoever writes it (page-document.ts).
 */
export type OutputFile =
  { path: string; contents: string | Buffer } | { path: string; copyFrom: string } | { path: string; document: PageDocument };

/** Where the pipeline sends files as soon as they exist. */
export interface FileSink {
  /** Queues files; resolves at once, or once the queue is back under its memory limit (wait for it). */
  add(files: OutputFile[]): Promise<void>;
  /** Where other threads may write files themselves (render threads write their pages), or null where none may. */
  readonly direct: DirectOutput | null;
  /**
   * Who writes the files added from now on (told before the first): a thread of the sink's own, when the adding
   * thread also renders the pages and hands over most of the files; or the adding thread itself, when render threads
   * write the pages and the few other files do not pay for a thread (one more thread is 15-20 MB at 4,800 pages).
   */
  chooseWriter?(writer: 'thread' | 'inline'): void;
  /**
   * The folders (relative to the output) the build's pages will be written in, as soon as the plan names them: made
   * ahead of their files where the output starts empty (shared/unchanged-files.ts makeFolders says why).
   */
  makeFolders?(folders: string[]): void;
}

/** A folder other threads write into, for files the sink is told of before and after. */
export interface DirectOutput {
  folder: string;
  /**
   * The output folder being replaced, if there is one: a file whose bytes are unchanged is linked from it (unless
   * the folder written into already has it, shared/unchanged-files.ts).
   */
  previous: string | null;
  /** Takes these paths for `source` before they are written: throws OutputCollision if one is already taken. */
  claim(paths: string[], source: string): void;
  /** Counts bytes written there into the build's total. */
  wrote(bytes: number): void;
}
