import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { commonJsOutputs } from '../../../../generator/bundle/client-bundle.ts';

const output = (inputs: string[]): Metafile['outputs'][string] => ({
  bytes: 1,
  imports: [],
  exports: [],
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
});

describe('commonJsOutputs', () => {
  it('names the scripts holding a CommonJS module, not those of ES modules only nor stylesheets', () => {
    const metafile: Metafile = {
      inputs: {
        'node_modules/react-dom/cjs/react-dom-client.production.js': { bytes: 1, imports: [], format: 'cjs' },
        'node_modules/i18next/dist/esm/i18next.js': { bytes: 1, imports: [], format: 'esm' },
        'site/app.tsx': { bytes: 1, imports: [], format: 'esm' },
        'site/design/tokens.css': { bytes: 1, imports: [] },
      },
      outputs: {
        'dist/assets/chunks/chunk-REACT.js': output(['node_modules/react-dom/cjs/react-dom-client.production.js', 'site/app.tsx']),
        'dist/assets/app-APP.js': output(['site/app.tsx', 'node_modules/i18next/dist/esm/i18next.js']),
        'dist/assets/app-APP.css': output(['site/design/tokens.css']),
      },
    };
    expect(commonJsOutputs(metafile)).toEqual(['dist/assets/chunks/chunk-REACT.js']);
  });
});
