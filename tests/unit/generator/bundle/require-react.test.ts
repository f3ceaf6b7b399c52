import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireReact, SERVER_BANNER } from '../../../../generator/bundle/compile-bundles.ts';
import { projectRoot } from '../../../support/temp-project.ts';

// Inside the project, so that the bundle finds React in its node_modules as the site's server bundle does.
const folder = join(projectRoot, 'tests', '.tmp', `require-react-${process.pid}`);
let bundle: string;

beforeAll(async () => {
  await mkdir(folder, { recursive: true });
  const entry = join(folder, 'entry.tsx');
  await writeFile(
    entry,
    [
      "import { createContext, useContext } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "const Place = createContext('nowhere');",
      'const Where = () => <p>in {useContext(Place)}</p>;',
      "export const render = () => renderToString(<Place.Provider value='Lyon'><Where /></Place.Provider>);",
    ].join('\n'),
  );
  await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: [entry],
    outfile: join(folder, 'server.mjs'),
    bundle: true,
    jsx: 'automatic',
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
    banner: { js: SERVER_BANNER },
    plugins: [requireReact(projectRoot)],
  });
  bundle = await readFile(join(folder, 'server.mjs'), 'utf8');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the server bundle takes React with require', () => {
  it('imports none of React as an ES module, which Node would parse again at every start to find its exports', () => {
    expect(bundle).not.toMatch(/^import .* from ["']react/m);
    expect(bundle).toMatch(/__require\("react-dom\/server"\)/);
  });

  it('renders with the React it requires, hooks and context included', async () => {
    const { render } = (await import(pathToFileURL(join(folder, 'server.mjs')).href)) as { render: () => string };
    expect(render()).toBe('<p>in <!-- -->Lyon</p>');
  });
});
