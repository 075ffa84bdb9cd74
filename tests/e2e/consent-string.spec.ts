/**
 * The consent string is fetched with a timeout of 1500 ms (spec 001 section 7): when the consent
 * platform does not answer in time, the ad script does not load and the failure is reported; the
 * other consented scripts load as they would.
 */
import { expect, test } from './support-visitor.ts';

test.use({ storageState: { cookies: [], origins: [] } });

test('a consent string that does not come within 1500 ms keeps the ad script out and is reported; the others load', async ({ page, faults }) => {
  await faults.break('GET /consent/v1/string', 'timeout');
  await page.goto('/aanmelden/email');
  const started = Date.now();
  await page.getByRole('dialog', { name: 'Cookies op Videoland' }).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.message)), { timeout: 5_000 })
    .toContain('the consent string could not be loaded');
  // Given up at its time, well before the sandbox's 30 s.
  expect(Date.now() - started).toBeLessThan(4_000);
  const vendors = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'vendor-loaded').map((entry) => entry.vendor));
  expect(vendors.sort()).toEqual(['feedback', 'tagManager']);
});
