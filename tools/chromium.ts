/**
 * Finds the Chromium the browser tests drive: CHROME_PATH, then Debian's /usr/bin/chromium, then a
 * browser Playwright downloaded itself. Where there is none it says how to get one.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', safePlaywrightPath()];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium   (gives /usr/bin/chromium)',
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
