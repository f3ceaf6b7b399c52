import { relative, sep } from 'node:path';

/**
 * What an edit requires: re-rendering the pages of edited markdown files (cheap, the bundle and every other page
 * are kept), or a full rebuild, saying which kind of file asked for it.
 */
export type Update = { kind: 'pages'; files: string[] } | { kind: 'rebuild'; cause: RebuildCause };

/** Why a batch needs a full rebuild, from the least to the most far-reaching (the log names the strongest). */
export type RebuildCause = 'content' | 'translations' | 'site' | 'config';

const REACH: Record<RebuildCause, number> = { content: 0, translations: 1, site: 2, config: 3 };

/**
 * Decides what a batch of file events needs (pure): edited markdown files re-render their own pages; anything else
 * under content/ (added or removed pages, media), translations, site code and the config rebuild. Events elsewhere
 * need nothing (null).
 */
export function planUpdate(root: string, events: { event: string; path: string }[]): Update | null {
  const edited = new Set<string>();
  let cause: RebuildCause | null = null;
  for (const { event, path } of events) {
    const file = relative(root, path).split(sep).join('/');
    const next = rebuildCause(file, event);
    if (next === 'page') edited.add(file);
    else if (next && (!cause || REACH[next] > REACH[cause])) cause = next;
  }
  if (cause) return { kind: 'rebuild', cause };
  return edited.size ? { kind: 'pages', files: [...edited].sort() } : null;
}

function rebuildCause(file: string, event: string): RebuildCause | 'page' | null {
  if (file === 'site.config.json') return 'config';
  if (file.startsWith('site/')) return 'site';
  if (file.startsWith('locales/') && file.endsWith('.json')) return 'translations';
  if (file.startsWith('content/')) return file.endsWith('.md') && event === 'change' ? 'page' : 'content';
  return null;
}
