// What the threaded executor does that a build can go without; a module of its own, which the CLI loads to check
// `--without` as it parses it.

/**
 * The settings of this executor, each of which a build can go without (`site build --without`), so that the bench
 * can show what each buys, with and without it in the same run (`npm run bench -- --settings`).
 */
export const EXECUTION_SETTINGS = {
  'work-threads': "the stages' work in threads of its own (else in the build's thread)",
  'heavy-in-turn': 'heavy work (bundle, PDFs, share cards) in turn (else all at once)',
  'heap-settings': "threads' heap sizes, and their heaps given back to the system as they end (else V8's defaults)",
  'render-threads': 'render threads from about 800 pages (else the build renders every page itself)',
  'kept-folders': 'the output written into the folders the build before left (else into a new folder)',
} as const;

export type ExecutionSetting = keyof typeof EXECUTION_SETTINGS;
