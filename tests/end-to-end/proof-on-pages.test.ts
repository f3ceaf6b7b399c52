import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorList, SiteError } from '../../generator/errors/site-error.ts';
import { loadSources, type SiteSources } from '../../generator/load/load-sources.ts';
import { createRouteTable, type RouteTable } from '../../generator/plan/create-route-table.ts';
import { repeatedProof } from '../../generator/plan/repeated-proof.ts';
import { realConfig } from '../support/fixtures.ts';
import { projectRoot } from '../support/temp-project.ts';

// docs/design.md: no figure, client outcome or quote appears on more than two pages (its service and its industry; the
// home page may feature one). The route table stops the build otherwise; this plans the real content.

const config = realConfig();
let sources: SiteSources;

beforeAll(async () => {
  sources = await loadSources(projectRoot);
});

/** The real site's route table, or the problems it stopped with, each as `where: message`. */
function plan(): { table: RouteTable | null; problems: string[] } {
  const describe = (error: unknown) => (error instanceof SiteError ? `${error.where}: ${error.message}` : String(error));
  try {
    const table = createRouteTable(config, sources.pages, sources.mediaFiles, sources.outcomes);
    return { table, problems: repeatedProof(table.pages, table.outcomes).map(describe) };
  } catch (error) {
    return { table: null, problems: (error instanceof ErrorList ? error.errors : [error]).map(describe) };
  }
}

const outcomeSections = (table: RouteTable, code: string, template: string) =>
  table.pages
    .filter((page) => page.locale.code === code && page.content.frontMatter.template === template)
    .map((page) => ({ page, ids: page.content.frontMatter.sections.flatMap((block) => (block.type === 'outcomes' ? block.items : [])) }));

describe('the proof on the real site’s pages', () => {
  it('shows no client outcome, figure or quote on more than two pages of any locale', () => {
    expect(plan().problems).toEqual([]);
  });

  it('still shows proof: a featured outcome at home, one on each service page, two on each industry page', () => {
    const { table } = plan();
    expect(table).not.toBeNull();
    for (const { code } of config.locales) {
      expect(outcomeSections(table!, code, 'home').map(({ ids }) => ids.length > 0)).toEqual([true]);
      for (const { page, ids } of outcomeSections(table!, code, 'service')) expect(ids, page.path).toHaveLength(1);
      for (const { page, ids } of outcomeSections(table!, code, 'industry')) expect(ids, page.path).toHaveLength(2);
    }
  });

  it('pairs the outcome of a service page with its industry: the industry page shows it too', () => {
    const { table } = plan();
    for (const { code } of config.locales) {
      const industries = new Map(outcomeSections(table!, code, 'industry').map(({ page, ids }) => [page.route, ids]));
      for (const { page, ids } of outcomeSections(table!, code, 'service')) {
        for (const id of ids) {
          const industry = table!.outcomes.get(code)!.get(id)!.outcome.industry;
          expect(industries.get(industry), `${page.path} shows ${id}, which ${industry} should show too`).toContain(id);
        }
      }
    }
  });
});
