import { execFileSync } from 'node:child_process';
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
    expect(bundle).toMatch(/__require\("react"\)/);
  });

  it("loads renderToString's renderer alone, not the streams' too, in the build React's NODE_ENV names", () => {
    // In a process of its own: which of React's files it loaded, by the name of the file.
    const loaded = (environment: Record<string, string>) => {
      const script = [
        `const { render } = await import(${JSON.stringify(pathToFileURL(join(folder, 'server.mjs')).href)});`,
        'const { createRequire } = await import("node:module");',
        'const html = render();',
        'const files = Object.keys(createRequire(import.meta.url).cache).map((file) => file.split("/").pop());',
        'console.log(JSON.stringify({ html, files: files.filter((file) => file.startsWith("react-dom")) }));',
      ].join('\n');
      const { NODE_ENV: _ignored, ...inherited } = process.env;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...inherited, ...environment } });
      return JSON.parse(output.toString()) as { html: string; files: string[] };
    };
    const production = loaded({ NODE_ENV: 'production' });
    expect(production.html).toBe('<p>in <!-- -->Lyon</p>');
    expect(production.files).toContain('react-dom-server-legacy.node.production.min.js');
    expect(production.files.filter((file) => file.startsWith('react-dom-server'))).toEqual([
      'react-dom-server-legacy.node.production.min.js',
    ]);
    const development = loaded({});
    expect(development.files.filter((file) => file.startsWith('react-dom-server'))).toEqual([
      'react-dom-server-legacy.node.development.js',
    ]);
  });

  it('renders with the React it requires, hooks and context included', async () => {
    const { render } = (await import(pathToFileURL(join(folder, 'server.mjs')).href)) as { render: () => string };
    expect(render()).toBe('<p>in <!-- -->Lyon</p>');
  });
});
