import Beasties from 'beasties';
import { isTraversal, parse as parseSelector, type Selector } from 'css-what';
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';

export interface SplitStyles {
  /** The document, its inlined stylesheet trimmed to the rules its own markup uses. */
  html: string;
  /** Every rule of the stylesheet the trimmed one left out: linked after the first paint (boot.ts). */
  rest: string;
}

/**
 * Splits a prerendered document's inlined stylesheet in two (decision 1415). The whole stylesheet is 76 KB; a
 * page uses a third to a half of it, which stays inline. The rest arrives after the first paint, for what the
 * app renders later (dialogs, menus, states the HTML does not show). It holds only rules that match nothing on
 * the page, so linking it costs the browser no restyle of the page; linking the whole sheet a second time did
 * (a 30 ms task on the home page, ×4 on a throttled phone). A rule the browser cannot tell matches nothing stays
 * inline too (`keyless`).
 */
export function criticalCss(outDir: string, stylesheet: string): (html: string) => Promise<SplitStyles> {
  const beasties = new Beasties({
    path: outDir,
    // Our stylesheet is already inlined (scripts/prerender.ts): trim that <style>, fetch nothing.
    reduceInlineStyles: true,
    external: false,
    keyframes: 'critical',
    fonts: false,
    compress: false,
    logLevel: 'warn',
  });
  return async (html) => {
    // Beasties marks the element it matched against; the page has no use for the mark.
    const trimmed = (await beasties.process(html)).replace(' data-beasties-container=""', '').replace(' data-beasties-container', '');
    const matched = [...trimmed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n');
    // Beasties misses some selectors Tailwind writes (`:where(.space-y-7 > :not(:last-child))`, `.[&_svg]:size-4 svg`):
    // a rule whose classes are all on the page stays inline too, in the stylesheet's own order; so does a keyless one.
    const onPage = classesIn(trimmed);
    const firstPaint = (selector: string, rule: Rule) => !later(selector, rule) && (allOnPage(selector, onPage) || keyless(selector));
    const rest = withoutSelectors(withoutRulesOf(stylesheet, withoutSelectors(matched, later)), firstPaint);
    const style = `<style>${withLayerOrder(withoutRulesOf(stylesheet, rest), stylesheet)}</style>`;
    const page = /<style>[\s\S]*?<\/style>/.test(trimmed)
      ? trimmed.replace(/<style>[\s\S]*?<\/style>/, () => style)
      : trimmed.replace('</head>', () => `${style}</head>`); // Beasties drops a <style> it keeps nothing of
    return { html: page, rest };
  };
}

/**
 * What a page's first paint never needs, though it matches:
 * - a hover style that names its element (`.hover\:bg-sand:hover`): nothing is hovered yet, and the stylesheet
 *   linked later restyles only the elements that carry those names;
 * - Tailwind's `@layer properties`: defaults for browsers without `@property`, behind an `@supports` that is false
 *   in the others, where it costs nothing later (decision 2548).
 */
function later(selector: string, rule: Rule): boolean {
  return (/:hover\b/.test(selector) && !keyless(selector)) || contextOf(rule).split(' / ').includes('@layer properties');
}

/**
 * The inline stylesheet, opened by the whole stylesheet's layer order: a layer first declared in the stylesheet
 * linked later would otherwise come last in the order and override the others.
 */
function withLayerOrder(inline: string, stylesheet: string): string {
  const layers = new Set<string>();
  postcss.parse(stylesheet).walkAtRules('layer', (at) => {
    for (const name of at.params.split(',')) if (name.trim()) layers.add(name.trim());
  });
  return layers.size > 0 ? `@layer ${[...layers].join(',')};${inline}` : inline;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Every class name on an element of the document. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity).split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

/** The class names a selector requires (`.md\:grid` → `md:grid`). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = '']) => name.replace(/\\(.)/g, '$1'));
}

/** Whether the selector requires classes (one at least) and all of them are in `classes`. */
function allOnPage(selector: string, classes: Set<string>): boolean {
  const required = classesOf(selector);
  return required.length > 0 && required.every((name) => classes.has(name));
}

/**
 * Whether the element a selector styles is named by no type, class, id or attribute (`:focus-visible`,
 * `::backdrop`, `:where(.x > :not(:last-child))`). Chromium finds the elements an added stylesheet may restyle
 * by those names; one such selector in it restyles every element on the page instead: 25–100 ms on the home
 * page's 241 rendered elements here, ×4 on a throttled phone (decision 1421).
 */
export function keyless(selector: string): boolean {
  return parseSelector(selector).some(subjectKeyless);
}

/**
 * `:is(.a)` and `:where(.a)` name their element by what they hold; `:not(.a)` names none. `:host` names a shadow
 * tree's host, which a document's own stylesheet never restyles.
 */
function subjectKeyless(compounds: Selector[]): boolean {
  const subject = compounds.slice(compounds.findLastIndex(isTraversal) + 1);
  return !subject.some(
    (token) =>
      token.type === 'tag' ||
      token.type === 'attribute' ||
      (token.type === 'pseudo' && token.name === 'host') ||
      (token.type === 'pseudo' && (token.name === 'is' || token.name === 'where') && Array.isArray(token.data) && !token.data.some(subjectKeyless)),
  );
}

/** `css` without the selectors `drop` picks, and without the rules and at-rules left empty. */
function withoutSelectors(css: string, drop: (selector: string, rule: Rule) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const left = rule.selectors.filter((selector) => !drop(selector, rule));
    if (left.length === 0) rule.remove();
    else if (left.length < rule.selectors.length) rule.selectors = left;
  });
  return removeEmptyAtRules(root).toString();
}

/** A keyframe (`0%`, `to`) rather than a style rule. */
const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes');

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Where a rule sits: its enclosing at-rules (`@layer utilities`, `@media (width >= 40rem)`), outermost first. */
function contextOf(node: Rule | AtRule): string {
  const chain: string[] = [];
  for (let parent = node.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
    const at = parent as AtRule;
    chain.unshift(`@${at.name} ${squeeze(at.params)}`);
  }
  return chain.join(' / ');
}

/** One key per selector of a style rule, and one per leaf at-rule (`@keyframes x`, `@property --y`). */
function keysOf(root: Container): Set<string> {
  const keys = new Set<string>();
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    for (const selector of rule.selectors) keys.add(`${contextOf(rule)} | ${squeeze(selector)}`);
  });
  root.walkAtRules((at) => {
    if (!at.nodes || at.name.endsWith('keyframes') || at.name === 'font-face' || at.name === 'property') {
      keys.add(`${contextOf(at)} | @${at.name} ${squeeze(at.params)}`);
    }
  });
  return keys;
}

/** `stylesheet` without the selectors and leaf at-rules `subset` has, and without what that leaves empty. */
export function withoutRulesOf(stylesheet: string, subset: string): string {
  const taken = keysOf(postcss.parse(subset));
  const root = postcss.parse(stylesheet);
  root.walkAtRules((at) => {
    if (taken.has(`${contextOf(at)} | @${at.name} ${squeeze(at.params)}`)) at.remove();
  });
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const context = contextOf(rule);
    const left = rule.selectors.filter((selector) => !taken.has(`${context} | ${squeeze(selector)}`));
    if (left.length === 0) rule.remove();
    else if (left.length < rule.selectors.length) rule.selectors = left;
  });
  return removeEmptyAtRules(root).toString();
}

/** Drops the containers emptied by a removal (an @media whose rules all went), innermost first. */
function removeEmptyAtRules(root: Root): Root {
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return root;
}
