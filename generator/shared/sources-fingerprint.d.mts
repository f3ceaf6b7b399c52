/** Source files hashed together: `folders` (listed recursively, their files kept by `keep` on their name) and `files`, relative to `dir`. */
export interface SourceGroup {
  dir: string;
  folders?: string[];
  files?: string[];
  keep?: (name: string) => boolean;
}

/**
 * A hash (16 hex digits) of `salt` and of the names and contents of every file in `groups`, kept in `stamp` with the
 * files' and folders' stats: a later call for the same salt and folders that finds them unchanged returns it without
 * reading the files.
 */
export function fingerprintSources(options: { groups: SourceGroup[]; salt: string; stamp: string; settledMs?: number }): string;
