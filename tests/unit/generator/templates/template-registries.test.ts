import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_FILES,
  registrySources,
  templateFiles,
  templateNames,
  writeTemplateRegistries,
} from '../../../../generator/templates/template-registries.mjs';
import { projectRoot } from '../../../support/temp-project.ts';

const scratch = mkdtempSync(join(tmpdir(), 'site-template-registries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A project holding only template files: every file of each complete template, and the files named for the rest. */
function projectWith(complete: string[], files: string[] = []): string {
  const root = mkdtempSync(join(scratch, 'project-'));
  mkdirSync(join(root, 'site/templates'), { recursive: true });
  mkdirSync(join(root, 'generator/templates'), { recursive: true });
  for (const file of [...complete.flatMap((name) => Object.values(templateFiles(name))), ...files]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  return root;
}

function failure(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
}

describe('the template registries', () => {
  it('are the ones the folders of site/templates/ make (every `site` command writes them; commit what it wrote)', () => {
    const sources = registrySources(templateNames(projectRoot));
    for (const file of Object.values(REGISTRY_FILES)) {
      expect(readFileSync(join(projectRoot, file), 'utf8'), `${file} is stale: run npm run build`).toBe(sources[file]);
    }
  });

  it('take a template from its folder, and write a registry again only when a folder was added or removed', () => {
    const root = projectWith(['case-study', 'home']);
    expect(templateNames(root)).toEqual(['case-study', 'home']);
    expect(writeTemplateRegistries(root).sort()).toEqual(Object.values(REGISTRY_FILES).sort());
    const site = readFileSync(join(root, REGISTRY_FILES.site), 'utf8');
    expect(site).toContain("import CaseStudyTemplate from './case-study/case-study.tsx';");
    expect(site).toContain("  'case-study': CaseStudyTemplate,");
    const generator = readFileSync(join(root, REGISTRY_FILES.generator), 'utf8');
    expect(generator).toContain("import caseStudyTemplate from './case-study.ts';");
    expect(generator).toContain('  home: homeTemplate,');

    const written = statSync(join(root, REGISTRY_FILES.site)).mtimeMs;
    expect(writeTemplateRegistries(root)).toEqual([]);
    expect(statSync(join(root, REGISTRY_FILES.site)).mtimeMs).toBe(written);
  });

  it('refuse a folder that lacks a file of its template, naming the folder and the file', () => {
    const root = projectWith(['home'], ['site/templates/case-study/case-study.tsx']);
    const error = failure(() => writeTemplateRegistries(root));
    expect(error.name).toBe('TemplateFolderError');
    expect(error.message).toContain(
      'site/templates/case-study/: the template "case-study" needs site/templates/case-study/content.ts and generator/templates/case-study.ts',
    );
    expect(() => statSync(join(root, REGISTRY_FILES.site))).toThrow();
  });

  it('refuse a folder whose name is not lowercase words joined by hyphens', () => {
    const root = projectWith(['home'], ['site/templates/CaseStudy/CaseStudy.tsx']);
    expect(failure(() => templateNames(root)).message).toContain("site/templates/CaseStudy/: a template's name is lowercase words");
  });
});
