import { describe, expect, it } from 'vitest';
import { createRobots } from '../../../../generator/emit/robots.ts';

describe('robots.txt', () => {
  it('points robots.txt at the absolute sitemap and keeps crawlers off a local form endpoint only', () => {
    expect(createRobots('https://example.org', '/api/contact')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/contact\n\nSitemap: https://example.org/sitemap.xml\n',
    );
    expect(createRobots('https://example.org', 'https://forms.example.net/x')).not.toContain('Disallow');
  });
});
