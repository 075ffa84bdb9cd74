/**
 * The design tokens (app/tokens.css, issue 42): the site's styles name only tokens, every token is
 * in docs/design.md, and each pair of a text and the ground it stands on meets WCAG 2.1 AA in both
 * themes (4.5:1 for text, 3:1 for the edges of controls and the focus ring), computed from the
 * tokens themselves, so a new colour cannot slip under the bar unseen; and the brand's mark is one drawing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MARK_SVG } from '../../components/layout/logo-mark.ts';
import { ROOT, siteStylesheets } from '../../tools/project.ts';

const tokensCss = readFileSync(join(ROOT, 'app', 'tokens.css'), 'utf8');
// The site's stylesheet and each step type's own.
const stylesCss = siteStylesheets()
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const designDoc = readFileSync(join(ROOT, 'docs', 'design.md'), 'utf8');

/** The custom properties of one block of the tokens' file: the first :root (dark), or the light theme's. */
function tokensOf(block: string): Map<string, string> {
  return new Map([...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1] as string, (match[2] as string).trim()]));
}

const [darkBlock = '', lightBlock = ''] = tokensCss.split('@media (prefers-color-scheme: light)').map((block) => block.split('@media (prefers-reduced-motion')[0] ?? '');
const dark = tokensOf(darkBlock);
const themes = { dark, light: new Map([...dark, ...tokensOf(lightBlock)]) };

/** The relative luminance of #rrggbb (WCAG 2.1). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = (hex.slice(1).match(/../g) ?? []).map((part) => parseInt(part, 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const grounds = ['--color-bg', '--color-surface', '--color-surface-raised'];
/** [text, grounds it stands on, the least contrast]. */
const pairs: [string, string[], number][] = [
  ['--color-text', grounds, 4.5],
  ['--color-text-muted', grounds, 4.5],
  ['--color-link', grounds, 4.5],
  ['--color-brand-text', grounds, 4.5],
  ['--color-accent', grounds, 4.5],
  ['--color-error', ['--color-surface', '--color-error-surface'], 4.5],
  ['--color-success', ['--color-surface-raised'], 4.5],
  ['--color-on-brand', ['--color-brand', '--color-brand-hover'], 4.5],
  ['--color-footer-text', ['--color-footer-bg'], 4.5],
  ['--color-text', ['--color-error-surface'], 4.5],
  ['--color-border-strong', ['--color-surface', '--color-surface-raised'], 3],
  ['--color-focus', grounds, 3],
  ['--color-brand', ['--color-surface'], 3],
];

describe.each(Object.entries(themes))('the %s theme', (_theme, tokens) => {
  test.each(pairs)('%s stands out on each of its grounds', (text, on, least) => {
    for (const ground of on) {
      const [fore, back] = [tokens.get(text), tokens.get(ground)];
      expect(fore, text).toMatch(/^#[0-9a-f]{6}$/);
      expect(back, ground).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(fore as string, back as string), `${text} on ${ground}`).toBeGreaterThanOrEqual(least);
    }
  });
});

test("the site's styles name colours and the typeface only by their tokens, and only tokens that exist", () => {
  // Outside the tokens' file: no colour of its own (a shadow's too) and no font family.
  expect(stylesCss.match(/#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/g) ?? []).toEqual([]);
  expect(stylesCss.match(/font-family:(?!\s*var\()/g) ?? []).toEqual([]);
  const used = new Set([...stylesCss.matchAll(/var\((--[a-z0-9-]+)/g)].map((match) => match[1] as string));
  // The space the consent banner covers is measured by the head script (services/consent-banner.ts), not a token.
  expect([...used].filter((name) => !dark.has(name) && name !== '--consent-banner-space')).toEqual([]);
});

test('docs/design.md shows every token with its values in both themes', () => {
  // A row of its tables: | `--name` | `dark` | `light` or "the same" | (one value where the themes never differ).
  const rows = new Map(
    [...designDoc.matchAll(/^\| `(--[a-z0-9-]+)` \| `([^`]+)` \|(?: (?:`([^`]+)`|the same) \|)?$/gm)].map((match) => [match[1] as string, [match[2], match[3] ?? match[2]]]),
  );
  const flat = (value: string | undefined) => value?.replace(/\s+/g, ' ');
  expect([...dark.keys()].filter((name) => !rows.has(name))).toEqual([]);
  for (const [name, [inDark, inLight]] of rows) expect([name, inDark, inLight]).toEqual([name, flat(themes.dark.get(name)), flat(themes.light.get(name))]);
});

test('the mark the header and the footer show in the page is the favicon’s drawing, one mark', () => {
  expect(MARK_SVG).toBe(readFileSync(join(ROOT, 'public', 'favicon.svg'), 'utf8').trim());
});
