import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss, keyless, withoutRulesOf } from './criticalCss';

const STYLESHEET = [
  '.used{color:red}',
  '.unused{color:blue}',
  '.used,.unused-too{margin:0}',
  '@media (min-width:40rem){.used{color:green}.unused{color:pink}}',
  '@media print{.unused{display:none}}',
  '.drift{animation:drift 9s}',
  '@keyframes drift{to{transform:scale(1.1)}}',
  '@keyframes unused-spin{to{rotate:1turn}}',
  '.used:hover{color:black}',
].join('');

describe('criticalCss (scripts/criticalCss.ts)', () => {
  it('keeps inline the rules the markup uses, with their media queries and keyframes; the rest is everything else', async () => {
    const split = criticalCss(mkdtempSync(path.join(tmpdir(), 'critical-')), STYLESHEET);
    const { html, rest } = await split(`<!doctype html><html><head><style>${STYLESHEET}</style></head><body><p class="used drift">Hello</p></body></html>`);
    const inline = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    for (const kept of ['.used{color:red}', '.used{color:green}', '@keyframes drift']) expect(inline).toContain(kept);
    for (const left of ['.unused', 'unused-spin', '@media print', ':hover']) expect(inline).not.toContain(left);
    expect(html).toContain('<p class="used drift">Hello</p>');
    expect(html).toContain('<html>');

    expect(rest).toBe(
      '.unused{color:blue}.unused-too{margin:0}@media (min-width:40rem){.unused{color:pink}}@media print{.unused{display:none}}@keyframes unused-spin{to{rotate:1turn}}.used:hover{color:black}',
    );
  });

  it("leaves to the later stylesheet a used element's hover style and Tailwind's fallback layer, keeping the layer order", async () => {
    const sheet =
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}@layer utilities{.used{color:red}.used:hover{color:black}}:hover{outline:0}';
    const split = criticalCss(mkdtempSync(path.join(tmpdir(), 'critical-')), sheet);
    const { html, rest } = await split(`<!doctype html><html><head><style>${sheet}</style></head><body><p class="used">Hi</p></body></html>`);
    expect(html).toContain('<style>@layer properties,utilities;@layer utilities{.used{color:red}}:hover{outline:0}</style>');
    expect(rest).toBe('@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}@layer utilities{.used:hover{color:black}}');
  });

  it('keeps inline the rules whose classes are all on the page, where Beasties misses the selector', async () => {
    const sheet = ':where(.space-y-7>:not(:last-child)){margin-top:1rem}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.gone svg{width:2rem}';
    const split = criticalCss(mkdtempSync(path.join(tmpdir(), 'critical-')), sheet);
    const { html, rest } = await split(
      `<!doctype html><html><head><style>${sheet}</style></head><body><ul class="space-y-7"><li>a</li><li><button class="[&amp;_svg]:size-4"><svg></svg></button></li></ul></body></html>`,
    );
    expect(html).toContain(':where(.space-y-7>:not(:last-child)){margin-top:1rem}');
    expect(html).toContain('size-4 svg{width:1rem}');
    expect(rest).toBe('.gone svg{width:2rem}');
  });

  it('keeps inline the rules whose styled element has no type, class, id or attribute, used or not', async () => {
    const sheet = ':focus-visible{outline:2px solid}::backdrop{margin:0}.menu::backdrop{opacity:.5}.used{color:red}';
    const split = criticalCss(mkdtempSync(path.join(tmpdir(), 'critical-')), sheet);
    const { html, rest } = await split(`<!doctype html><html><head><style>${sheet}</style></head><body><p class="used">Hi</p></body></html>`);
    expect(html).toContain('<style>:focus-visible{outline:2px solid}::backdrop{margin:0}.used{color:red}</style>');
    expect(rest).toBe('.menu::backdrop{opacity:.5}');
  });
});

describe('keyless', () => {
  it('names the selectors whose last compound has no type, class, id or attribute', () => {
    for (const selector of [':focus-visible', '::backdrop', '*', ':where(.space-y-7>:not(:last-child))', '.a :hover', ':not(.a)', ':is(.a, *)']) {
      expect(keyless(selector), selector).toBe(true);
    }
    const keyed = ['video::cue', '.menu::backdrop', '#root', ':host', '[hidden]:where(:not([hidden=until-found]))', ':hover > .a', 'a:focus-visible'];
    for (const selector of [...keyed, ':is(:where(.group):hover .group-hover\\:opacity-100)', ':where(.a, b)']) {
      expect(keyless(selector), selector).toBe(false);
    }
  });
});

describe('withoutRulesOf', () => {
  it('tells rules apart by their at-rule context, and drops at-rules left empty', () => {
    const sheet = '.a{x:1}@media (width>=40rem){.a{x:2}}@layer utilities{.a{x:3}.b{x:4}}';
    expect(withoutRulesOf(sheet, '@media (width>=40rem){.a{x:2}}')).toBe('.a{x:1}@layer utilities{.a{x:3}.b{x:4}}');
    expect(withoutRulesOf(sheet, '.a{x:1}@media (width>=40rem){.a{x:2}}@layer utilities{.a{x:3}.b{x:4}}')).toBe('');
  });
});
