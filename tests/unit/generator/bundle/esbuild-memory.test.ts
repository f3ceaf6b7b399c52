import { describe, expect, it } from 'vitest';
import { limitEsbuildMemory } from '../../../../generator/bundle/esbuild-options.ts';

describe('limitEsbuildMemory', () => {
  it('asks the esbuild processes started with the environment for a soft limit on their heap', () => {
    const env: NodeJS.ProcessEnv = { PATH: '/usr/bin' };
    limitEsbuildMemory(env);
    expect(env).toEqual({ PATH: '/usr/bin', GOMEMLIMIT: '40MiB' });
  });

  it('keeps a limit the user set', () => {
    const env: NodeJS.ProcessEnv = { GOMEMLIMIT: '1GiB' };
    limitEsbuildMemory(env);
    expect(env.GOMEMLIMIT).toBe('1GiB');
  });
});
