/**
 * Finds the Chromium a browser run drives: CHROME_PATH, then Debian's, then a browser Playwright
 * downloaded itself. Where there is none it says how to get one.
 *
 * The browser tests take Debian's headless shell first (chromium-headless-shell: the same Chromium
 * without its windowing layers, which Playwright's own headless runs use): on 2 cores it runs the
 * suite in about 55% of the full browser's time. The reference screenshots (visual.spec.ts) are
 * its rendering. The bench takes the full browser, the one a visitor has.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The browser tests' Chromium: the headless shell where there is one. */
export function findTestChromium(): string {
  return firstOf([process.env.CHROME_PATH, HEADLESS_SHELL, ...FULL, safePlaywrightPath()]);
}

/** The bench's Chromium: the full browser. */
export function findChromium(): string {
  return firstOf([process.env.CHROME_PATH, ...FULL, safePlaywrightPath()]);
}

function firstOf(candidates: (string | undefined)[]): string {
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
      '  - any Chromium or Chrome, then: export CHROME_PATH=/path/to/chrome',
      '  - where downloads are allowed: npx playwright install chromium',
    ].join('\n'),
  );
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
