import type { PageDocument } from './page-document.ts';

/**
 * A file of the built site: its contents, a file to copy (large sources are not read into memory), or a page's HTML
 * document in parts, put together by whoever writes it (page-document.ts).
 */
export type OutputFile =
  { path: string; contents: string | Buffer } | { path: string; copyFrom: string } | { path: string; document: PageDocument };

/** Where the pipeline sends files as soon as they exist. */
export interface FileSink {
  /** Takes files for the output; rejects on a path already claimed (a failure to write one is the commit's to report). */
  add(files: OutputFile[]): Promise<void>;
}

/** Whether a stage's result holds files for the output (a stage's `files`). */
export function makesFiles(value: object): value is { files: OutputFile[] } {
  return 'files' in value && Array.isArray(value.files);
}
