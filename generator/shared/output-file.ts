/** A file of the built site: its contents, or a file to copy (large sources are not read into memory). */
export type OutputFile = { path: string; contents: string | Buffer } | { path: string; copyFrom: string };

/** Where the pipeline sends files as soon as they exist. */
export interface FileSink {
  /** Queues files; resolves at once, or once the queue is back under its memory limit (wait for it). */
  add(files: OutputFile[]): Promise<void>;
}
