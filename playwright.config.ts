import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findTestChromium } from './tools/chromium.ts';
import { necessaryOnlyCookies } from './tools/consent-cookies.ts';

// The browser tests run against the production build served by the sandbox back end, with a
// fresh database, over real HTTP, with the site's strict CSP.
const port = Number(process.env.E2E_PORT ?? 4317);
// nginx serving dist/ with the build's rules, the services passed on to the sandbox (tests/support/nginx-site.ts).
const nginxPort = port + 1;
const dataDir = join(tmpdir(), `journey-e2e-${port}`);

// Every test but the consent dialog's own starts as a visitor who answered it with the necessary
// cookies only: no dialog in the way, and no script of another party loaded.
const necessaryOnly = { cookies: necessaryOnlyCookies('localhost'), origins: [] };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // The fault grid's table goes into docs/reliability.md from a complete, green run (fault-grid-reporter.ts).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/fault-grid-reporter.ts'], ['./tests/e2e/failure-digest-reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    // The site's default theme; expectAccessible checks the light one's contrast too.
    colorScheme: 'dark',
    storageState: necessaryOnly,
    launchOptions: {
      executablePath: findTestChromium(),
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // A fault, the clock, the country, the flags and the experiments are switched for the test's own
  // browser (support-visitor.ts), never for everyone, so every test of the site runs beside the others.
  projects: [
    { name: 'site', testIgnore: /\.(nginx|studio|campaign|firefox|webkit)\.spec\.ts$/ },
    // The journeys that matter in Debian's Firefox ESR and in WebKitGTK, driven without Playwright's own browsers (tests/e2e/journeys.ts).
    // A fill once spent its whole 10 s in a .ci/run, on the login page with a query, whose
    // prerendered field stays hidden until the site has rendered the visitor's own page (on a busy
    // shared machine, later than that; not seen here in 51 runs under load): a Firefox journey runs
    // once more after a failure, reported as flaky.
    { name: 'firefox', testMatch: /\.firefox\.spec\.ts$/, retries: 1 },
    // WebKitGTK's MiniBrowser, under a virtual display, has ended its session mid-journey on a shared CI
    // machine ("invalid session id": the browser's process gone, not an answer of the site; not seen
    // here in 60 runs under load): a WebKit journey runs once more after a failure, reported as flaky.
    { name: 'webkit', testMatch: /\.webkit\.spec\.ts$/, retries: 1 },
    // A campaign's own pages on its first and last day: npm run campaign:check runs this project alone, for the files it checks.
    { name: 'campaign', testMatch: /\.campaign\.spec\.ts$/ },
    { name: 'nginx', testMatch: /\.nginx\.spec\.ts$/, use: { baseURL: `http://localhost:${nginxPort}` } },
    // The studio (npm run studio) starts its own site and sandbox, and a dev server that bundles on demand: it runs after the
    // site's tests, alone, since beside them its first renders were once too slow for its checks on 2 cores.
    { name: 'studio', testMatch: /\.studio\.spec\.ts$/, dependencies: ['site'], fullyParallel: false, workers: 1 },
  ],
  webServer: [
    {
      command: `npx tsx sandbox/main.ts --site dist --data ${dataDir} --fresh`,
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx tests/support/nginx-site.ts ${nginxPort} ${port}`,
      url: `http://localhost:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
