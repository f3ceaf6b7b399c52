import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { createClassNamer } from '../../../../generator/bundle/class-names.ts';
import { linariaPlugin } from '../../../../generator/bundle/linaria-plugin.ts';
import { collidingPlaces } from '../../../support/colliding-styles.ts';
import { projectRoot } from '../../../support/temp-project.ts';

// Inside the repository, so that the modules find @linaria/core in its node_modules.
const folder = join(projectRoot, 'tests', '.tmp', `linaria-plugin-${process.pid}`);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A project whose one module takes a colour from another and styles a class with it. */
function createProject(name: string): string {
  const root = join(folder, name);
  mkdirSync(join(root, 'site'), { recursive: true });
  writeFileSync(join(root, 'site', 'tokens.ts'), `export const ink = '#1f4e8c';\n`);
  writeFileSync(
    join(root, 'site', 'card.ts'),
    `import { css } from '@linaria/core';\nimport { ink } from './tokens';\nexport const card = css\`color: \${ink};\`;\n`,
  );
  return root;
}

/** Bundles the project's card module for the browser and for Node with one plugin, as compileBundles does. */
async function bundleBoth(root: string, entry = 'site/card.ts'): Promise<{ browserJs: string; css: string; serverJs: string }> {
  const styles = await linariaPlugin(root);
  const options = {
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm' as const,
    logLevel: 'silent' as const,
  };
  const browser = await esbuild.build({ ...options, platform: 'browser', plugins: [styles] });
  const server = await esbuild.build({ ...options, platform: 'node', packages: 'external', plugins: [styles] });
  const text = (result: esbuild.BuildResult, extension: string) =>
    result
      .outputFiles!.filter((file) => file.path.endsWith(extension))
      .map((file) => file.text)
      .join('');
  return { browserJs: text(browser, '.js'), css: text(browser, '.css'), serverJs: text(server, '.js') };
}

const classNameIn = (css: string) => /\.([\w-]+)\s*\{/.exec(css)?.[1];

describe('the Linaria plugin both bundles share', () => {
  it('extracts the styles, evaluated from the modules they import, under one class name in both bundles', async () => {
    const { browserJs, css, serverJs } = await bundleBoth(createProject('one'));
    expect(css).toMatch(/color:\s*#1f4e8c/);
    const className = classNameIn(css)!;
    expect(className).toBeTruthy();
    // The server's HTML names the class the browser's stylesheet styles.
    expect(browserJs).toContain(`"${className}"`);
    expect(serverJs).toContain(`"${className}"`);
    expect(serverJs).not.toContain('css`');
  }, 30_000);

  it('names a class by five characters made from its place: the module path in the project and its index there', async () => {
    const className = classNameIn((await bundleBoth(createProject('short'))).css);
    expect(className).toMatch(/^[a-z][0-9a-z]{4}$/);
    expect(className).toBe(createClassNamer().nameOf({ file: 'site/card.ts', index: 0 }));
  }, 30_000);

  it('fails the bundle, naming both, where two styles would share a class name', async () => {
    const root = createProject('colliding');
    const places = collidingPlaces('site');
    for (const [index, place] of places.entries()) {
      writeFileSync(join(root, place.file), `import { css } from '@linaria/core';\nexport const style = css\`order: ${index};\`;\n`);
    }
    const entry = places.map((place, index) => `export { style as style${index} } from './${place.file.slice('site/'.length)}';`);
    writeFileSync(join(root, 'site', 'both.ts'), `${entry.join('\n')}\n`);
    const failure = bundleBoth(root, 'site/both.ts');
    await expect(failure).rejects.toThrow(/Two styles would share the class name "[a-z0-9]{5}"/);
    await expect(failure).rejects.toThrow(`${places[0].file}:0`);
    await expect(failure).rejects.toThrow(`${places[1].file}:0`);
  }, 30_000);

  it('names classes by the module path in the project, wherever the project is and the build starts from', async () => {
    const first = await bundleBoth(createProject('first'));
    const second = await bundleBoth(createProject(join('elsewhere', 'second')));
    expect(classNameIn(second.css)).toBe(classNameIn(first.css));
  }, 30_000);

  it('names classes the same for a project whose site folder is a link to another project’s', async () => {
    const real = await bundleBoth(createProject('real'));
    // As the tests' and the bench's temporary projects are: their own content, the checkout's site/ by a link.
    const linked = join(folder, 'linked', 'deeper');
    mkdirSync(linked, { recursive: true });
    symlinkSync(join(folder, 'real', 'site'), join(linked, 'site'));
    expect(classNameIn((await bundleBoth(linked)).css)).toBe(classNameIn(real.css));
  }, 30_000);
});
