import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createHeadersFile, createRedirectsFile, headerRules } from '../../../../generator/host/host-config.ts';
import { inlineScripts, scriptHash } from '../../../../generator/shared/script-hashes.ts';
import { headersFor, parseHeadersFile } from '../../../../generator/host/header-rules.ts';
import { realConfig } from '../../../support/fixtures.ts';

const config = realConfig();

describe('Content-Security-Policy', () => {
  it('allows scripts from the site, the hashed inline scripts and the analytics CDN only', () => {
    const policy = contentSecurityPolicy(config, [scriptHash('go()')]);
    const directive = (name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      `script-src 'self' 'sha256-${createHash('sha256').update('go()').digest('base64')}' https://cdn.segment.com`,
    );
    expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.segment.com https://api.segment.io");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('follows the config: a local analytics stand-in over http, a form endpoint on another origin', () => {
    const policy = contentSecurityPolicy(
      {
        ...config,
        analytics: { ...config.analytics, cdnUrl: 'http://127.0.0.1:4100', apiHost: '127.0.0.1:4100/v1' },
        forms: { endpoint: 'https://forms.example.net/inbox' },
      },
      [],
    );
    expect(policy).toContain("script-src 'self' http://127.0.0.1:4100;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4100 https://forms.example.net;");
    expect(policy).toContain("form-action 'self' https://forms.example.net;");
  });

  it('allows images from the site and data URLs only, and from the image proxy when one is configured', () => {
    const directive = (policy: string) => policy.split('; ').find((entry) => entry.startsWith('img-src '));
    expect(directive(contentSecurityPolicy(config, []))).toBe("img-src 'self' data:");
    const proxied = { ...config, images: { ...config.images, proxy: 'https://images.example.net/resize/{width}?url={src}' } };
    expect(directive(contentSecurityPolicy(proxied, []))).toBe("img-src 'self' data: https://images.example.net");
  });

  it('hashes inline scripts but not external scripts or data blocks', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/json">{}</script><script type="application/ld+json">{}</script><script>\nb()\n</script>';
    expect(inlineScripts(html)).toEqual(['a()', '\nb()\n']);
  });
});

describe('_headers', () => {
  const files = [
    'index.html',
    '404.html',
    'assets/app-1234.js',
    'en/index.html',
    'en/feed.xml',
    'page-data/en/page-data.json',
    'favicon.ico',
    'sw.js',
  ];
  const rules = parseHeadersFile(createHeadersFile(headerRules(config, [], files)));

  it('round-trips through the format hosts read, giving every path one Cache-Control', () => {
    expect(headersFor(rules, '/assets/app-1234.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/en/contact/')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/favicon.ico')['Cache-Control']).toBe('public, max-age=86400');
    expect(headersFor(rules, '/en/feed.xml')['Content-Type']).toBe('application/atom+xml; charset=utf-8');
    for (const path of ['/', '/en/', '/assets/app-1234.js', '/nowhere'])
      expect(headersFor(rules, path)['Content-Security-Policy']).toContain("default-src 'self'");
  });

  it('matches `*` across segments and `:name` within one, and nothing else', () => {
    const parsed = parseHeadersFile('/a/*\n  X-A: 1\n/b/:slug/c\n  X-B: 2\n# a comment\n/exact\n  X-C: 3\n');
    expect(headersFor(parsed, '/a/b/c')).toEqual({ 'X-A': '1' });
    expect(headersFor(parsed, '/b/one/c')).toEqual({ 'X-B': '2' });
    expect(headersFor(parsed, '/b/one/two/c')).toEqual({});
    expect(headersFor(parsed, '/exact')).toEqual({ 'X-C': '3' });
    expect(headersFor(parsed, '/exactly')).toEqual({});
  });
});

describe('_redirects', () => {
  it('sends the root to the remembered locale first, then by language, and gives each locale its 404', () => {
    const lines = createRedirectsFile(config)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const cookieRules = lines.filter((line) => line.includes('Cookie='));
    const languageRules = lines.filter((line) => line.includes('Language='));
    expect(cookieRules).toHaveLength(config.locales.length);
    expect(lines.indexOf(cookieRules.at(-1)!)).toBeLessThan(lines.indexOf(languageRules[0]!));
    expect(languageRules).toEqual(['/  /en/  302  Language=en', '/  /fr/  302  Language=fr']);
    expect(lines).toContain('/fr-ca/*  /fr-ca/404.html  404');
    expect(lines.at(-1)).toBe('/*  /404.html  404');
  });
});
