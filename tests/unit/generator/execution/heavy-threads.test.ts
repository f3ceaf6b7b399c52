import { describe, expect, it } from 'vitest';
import { heavyThreadsAtOnce } from '../../../../generator/execution/threaded-executor.ts';

describe('heavyThreadsAtOnce', () => {
  it("runs two of a cold build's heavy threads at once for a site under 1,000 pages where there are two cores", () => {
    expect(heavyThreadsAtOnce(450, 2)).toBe(2);
    expect(heavyThreadsAtOnce(999, 8)).toBe(2);
  });

  it('keeps them one after the other on one core, and for a larger site, whose build holds more beside them', () => {
    expect(heavyThreadsAtOnce(450, 1)).toBe(1);
    expect(heavyThreadsAtOnce(1000, 2)).toBe(1);
    expect(heavyThreadsAtOnce(4800, 8)).toBe(1);
  });
});
