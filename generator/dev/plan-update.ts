import { relative, sep } from 'node:path';

/** What an edit requires, from the cheapest to the most expensive. */
export type Update =
  | { kind: 'document'; files: string[] }
  | { kind: 'content' }
  | { kind: 'translations' }
  | { kind: 'site' }
  | { kind: 'config' };

const COST: Record<Update['kind'], number> = { document: 0, content: 1, translations: 2, site: 3, config: 4 };

/**
 * Decides what a batch of file events needs (pure): an edited markdown file re-renders its own pages;
 * added or removed pages re-plan; translations re-render everything; site code re-bundles; config rebuilds.
 */
export function planUpdate(root: string, events: { event: string; path: string }[]): Update | null {
  let update: Update | null = null;
  const documents = new Set<string>();
  for (const { event, path } of events) {
    const file = relative(root, path).split(sep).join('/');
    let next: Update | null = null;
    if (file === 'site.config.json') next = { kind: 'config' };
    else if (file.startsWith('site/')) next = { kind: 'site' };
    else if (file.startsWith('locales/') && file.endsWith('.json')) next = { kind: 'translations' };
    else if (file.startsWith('content/')) {
      if (file.endsWith('.md') && event === 'change') {
        documents.add(file);
        next = { kind: 'document', files: [] };
      } else {
        next = { kind: 'content' };
      }
    }
    if (next && (!update || COST[next.kind] > COST[update.kind])) update = next;
  }
  if (update?.kind === 'document') return { kind: 'document', files: [...documents].sort() };
  return update;
}
