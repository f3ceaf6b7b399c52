import { describe, expect, it } from 'vitest';
import { mergeStylesheets, splitRules } from '../../../../generator/bundle/merge-stylesheets.ts';

describe('splitRules', () => {
  it('splits minified CSS into its top-level rules, keeping at-rule blocks whole and braces in strings', () => {
    const css = '@font-face{font-family:Inter;src:url("/a.woff2")}.a{color:red}@media(min-width:50rem){.a{color:blue}.b{gap:1rem}}.c:after{content:"}{"}@layer x,y;';
    expect(splitRules(css)).toEqual(['@font-face{font-family:Inter;src:url("/a.woff2")}', '.a{color:red}', '@media(min-width:50rem){.a{color:blue}.b{gap:1rem}}', '.c:after{content:"}{"}', '@layer x,y;']);
  });
});

describe('mergeStylesheets', () => {
  it('keeps every rule once, at its last place, so the later sheet still wins where it did', () => {
    const shell = '.button{color:blue}.link{color:navy}';
    const template = '.button{color:blue}.card .link{color:red}.link{color:navy}';
    expect(mergeStylesheets([shell, template])).toBe('.button{color:blue}.card .link{color:red}.link{color:navy}');
  });

  it('keeps rules that differ only in a declaration, and at-rules that differ in their contents', () => {
    const merged = mergeStylesheets(['.a{color:red}@media(min-width:1px){.a{color:blue}}', '.a{color:green}@media(min-width:1px){.a{color:blue}}']);
    expect(merged).toBe('.a{color:red}.a{color:green}@media(min-width:1px){.a{color:blue}}');
  });
});
