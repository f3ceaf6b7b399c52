/** A file of the built site: its contents, or a file to copy (large sources are not read into memory). */
export type OutputFile = { path: string; contents: string | Buffer } | { path: string; copyFrom: string };
