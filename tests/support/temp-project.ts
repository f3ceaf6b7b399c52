import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * A copy of the real project's content, locales and config in a folder inside the repository (so the
 * server bundle still resolves node_modules), sharing site/, the lockfile and the bundle cache by symlink.
 */
export async function createTempProject(name: string): Promise<TempProject> {
  return createProject(name, projectRoot);
}

/**
 * The same with the small fixture site's content and config (tests/fixtures/site: en, fr and en-gb, a few
 * pages) and the real translations: what generator tests build, so a content edit cannot break them.
 */
export async function createFixtureProject(name: string): Promise<TempProject> {
  return createProject(name, join(projectRoot, 'tests', 'fixtures', 'site'));
}

export interface TempProject {
  root: string;
  remove: () => Promise<void>;
}

async function createProject(name: string, source: string): Promise<TempProject> {
  const root = join(projectRoot, 'tests', '.tmp', `${name}-${process.pid}`);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await cp(join(source, 'content'), join(root, 'content'), { recursive: true });
  await cp(join(projectRoot, 'locales'), join(root, 'locales'), { recursive: true });
  await cp(join(source, 'site.config.json'), join(root, 'site.config.json'));
  await symlink(join(projectRoot, 'site'), join(root, 'site'));
  await symlink(join(projectRoot, 'package-lock.json'), join(root, 'package-lock.json'));
  await mkdir(join(projectRoot, '.cache'), { recursive: true });
  await symlink(join(projectRoot, '.cache'), join(root, '.cache'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * A copy of the whole project (its code: bin/, generator/, site/; the real translations; the fixture site's content
 * and config), for a test that changes the code itself. Inside the repository like the others, so packages resolve
 * from its node_modules; the caches are shared.
 */
export async function createCodeCopy(name: string): Promise<TempProject> {
  const root = join(projectRoot, 'tests', '.tmp', `${name}-${process.pid}`);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const folder of ['bin', 'generator', 'site', 'locales'])
    await cp(join(projectRoot, folder), join(root, folder), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json']) await cp(join(projectRoot, file), join(root, file));
  const fixture = join(projectRoot, 'tests', 'fixtures', 'site');
  await cp(join(fixture, 'content'), join(root, 'content'), { recursive: true });
  await cp(join(fixture, 'site.config.json'), join(root, 'site.config.json'));
  await symlink(join(projectRoot, 'package-lock.json'), join(root, 'package-lock.json'));
  await mkdir(join(projectRoot, '.cache'), { recursive: true });
  await symlink(join(projectRoot, '.cache'), join(root, '.cache'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
