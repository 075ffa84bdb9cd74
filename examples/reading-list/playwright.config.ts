/**
 * The built site (npm run build) in a browser, served as a static host serves dist/ (vite preview).
 * CHROMIUM_PATH names a Chromium of the machine's where Playwright's own is not installed.
 */
import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT ?? 4400);

export default defineConfig({
  testDir: 'browser',
  use: { baseURL: `http://localhost:${port}`, locale: 'nl-NL', launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined } },
  webServer: { command: `npx vite preview --port ${port} --strictPort`, url: `http://localhost:${port}/lijst/boek`, reuseExistingServer: false },
});
