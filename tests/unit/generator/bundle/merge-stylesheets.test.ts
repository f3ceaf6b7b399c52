import { describe, expect, it } from 'vitest';
import { lowercaseHexColours, mergeStylesheets, splitRules } from '../../../../generator/bundle/merge-stylesheets.ts';

describe('splitRules', () => {
  it('splits minified CSS into its top-level rules, keeping at-rule blocks whole and braces in strings', () => {
    const css =
      '@font-face{font-family:Inter;src:url("/a.woff2")}.a{color:red}@media(min-width:50rem){.a{color:blue}.b{gap:1rem}}.c:after{content:"}{"}@layer x,y;';
    expect(splitRules(css)).toEqual([
      '@font-face{font-family:Inter;src:url("/a.woff2")}',
      '.a{color:red}',
      '@media(min-width:50rem){.a{color:blue}.b{gap:1rem}}',
      '.c:after{content:"}{"}',
      '@layer x,y;',
    ]);
  });
});

describe('mergeStylesheets', () => {
  it('keeps every rule once, at its last place, so the later sheet still wins where it did', () => {
    const shell = '.button{color:blue}.link{color:navy}';
    const template = '.button{color:blue}.card .link{color:red}.link{color:navy}';
    expect(mergeStylesheets([shell, template])).toBe('.button{color:blue}.card .link{color:red}.link{color:navy}');
  });

  it('keeps rules that differ only in a declaration, and at-rules that differ in their contents', () => {
    const merged = mergeStylesheets([
      '.a{color:red}@media(min-width:1px){.a{color:blue}}',
      '.a{color:green}@media(min-width:1px){.a{color:blue}}',
    ]);
    expect(merged).toBe('.a{color:red}.a{color:green}@media(min-width:1px){.a{color:blue}}');
  });

  it("adds a deferred module's rules after the page's, without moving a shared rule the page already placed", () => {
    // The template's lead overrides the image component (same specificity, later); the deferred sections reuse it.
    const template = '.image img{height:auto}.lead img{height:100%}';
    const sections = '.image img{height:auto}.quote{margin:0}';
    expect(mergeStylesheets([template], [sections])).toBe('.image img{height:auto}.lead img{height:100%}.quote{margin:0}');
    // Linked one after another, the shared rule would come last and undo the lead's override.
    expect(mergeStylesheets([template, sections])).toBe('.lead img{height:100%}.image img{height:auto}.quote{margin:0}');
  });
});

describe('lowercaseHexColours', () => {
  it('writes the colours of declarations in lower case, leaving selectors, strings and url() as written', () => {
    const css =
      '#ABC,a[href="#DEF"]{color:#3947E4;border:1px solid #E4E6EF}@media(min-width:50rem){.a:hover{background:#FFF linear-gradient(#AbCdEf80,#fff)}}' +
      '.b:after{content:"#ABCDEF;"}.c{background:url(data:image/svg+xml;utf8,%23ABC#FFF);mask:url("#ABC")}.d{color:#ABCDEFG}';
    expect(lowercaseHexColours(css)).toBe(
      '#ABC,a[href="#DEF"]{color:#3947e4;border:1px solid #e4e6ef}@media(min-width:50rem){.a:hover{background:#fff linear-gradient(#abcdef80,#fff)}}' +
        '.b:after{content:"#ABCDEF;"}.c{background:url(data:image/svg+xml;utf8,%23ABC#FFF);mask:url("#ABC")}.d{color:#ABCDEFG}',
    );
  });

  it("lets rules that differ only in a colour's case be kept once when sheets are merged", () => {
    expect(mergeStylesheets(['.a{color:#3947E4}', '.a{color:#3947e4}'])).toBe('.a{color:#3947e4}');
  });
});
