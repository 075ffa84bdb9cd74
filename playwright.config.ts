import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import site from './config/site.json' with { type: 'json' };
import { findChromium } from './tools/chromium.ts';

// The browser tests run against the production build served by the sandbox back end, with a
// fresh database, over real HTTP, with the site's strict CSP.
const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = join(tmpdir(), `journey-e2e-${port}`);

// Every test but the consent dialog's own starts as a visitor who answered it with the necessary
// cookies only: no dialog in the way, and no script of another party loaded.
const answeredConsent = (name: string, value: string) => ({ name, value, domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
const necessaryOnly = {
  cookies: [
    answeredConsent(
      site.consent.cookie,
      encodeURIComponent(`groups=${site.consent.categories.map((category) => `${category}:${category === 'C0001' ? 1 : 0}`).join(',')}&version=1`),
    ),
    answeredConsent(site.consent.closedCookie, encodeURIComponent('2026-01-01T00:00:00.000Z')),
  ],
  origins: [],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    storageState: necessaryOnly,
    launchOptions: {
      executablePath: findChromium(),
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // The sandbox's clock and fault switches are one for all: the tests that move the clock
  // (*.clock.spec.ts) or switch faults (*.serial.spec.ts) run after all others, one at a time, so
  // that no other test sees time jump or a call fail that it did not break.
  projects: [
    { name: 'site', testIgnore: /\.(clock|serial)\.spec\.ts$/ },
    { name: 'one-at-a-time', testMatch: /\.(clock|serial)\.spec\.ts$/, dependencies: ['site'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    command: `npx tsx sandbox/main.ts --site dist --data ${dataDir} --fresh`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
