import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { renderThreadCount } from '../../../../generator/execution/body-renderer.ts';

describe('how many render threads a build uses', () => {
  it('renders a small site in the build thread, and a site of about 800 pages or more in a thread per core', () => {
    expect(renderThreadCount(24)).toBe(0);
    expect(renderThreadCount(450)).toBe(0);
    const cores = availableParallelism();
    expect(renderThreadCount(885)).toBe(cores > 1 ? 2 : 0);
    expect(renderThreadCount(4800)).toBe(cores > 1 ? Math.min(cores, 12) : 0);
  });

  it('uses what --threads asks for, where 1 means the build thread alone', () => {
    expect(renderThreadCount(4800, 1)).toBe(0);
    expect(renderThreadCount(24, 2)).toBe(2);
    expect(renderThreadCount(450, 3)).toBe(3);
  });
});
