export interface StampedHashOptions {
  /** Where the stamps are kept (a JSON file in a cache folder). */
  stampFile: string;
  /** The files the hash stands for, as absolute paths; missing ones count as missing. */
  files: string[];
  /** Anything else the hash stands for: versions, a mode. */
  salt: string;
  /** Reads and hashes the files: called only where no stamp matches. */
  contentHash: () => string;
  /** The time, in milliseconds since the epoch (tests). */
  now?: number;
}

export function stampedHash(options: StampedHashOptions): string;
