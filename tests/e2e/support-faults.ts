/**
 * The sandbox's fault switches for this test's browser alone: the context carries the cookie that
 * names it as a visitor (sandbox/faults.ts), and each switch is made for that visitor. A test that
 * breaks a call therefore runs beside the others, which never meet its fault.
 */
import { expect, test as base } from '@playwright/test';

export interface Faults {
  /** Makes the operation fail with the fault for this browser: for its next `times` calls, or until the test ends. */
  break(operation: string, fault: string, options?: { times?: number; code?: number }): Promise<void>;
  /** Lets this browser's calls succeed again. */
  clear(): Promise<void>;
}

export const test = base.extend<{ faults: Faults }>({
  faults: async ({ context, baseURL }, provide, testInfo) => {
    const visitor = `e2e-${testInfo.testId}-${testInfo.retry}`;
    await context.addCookies([{ name: 'sandbox-fault-visitor', value: visitor, url: baseURL }]);
    const clear = async () => {
      expect((await context.request.delete(`/sandbox/faults?visitor=${encodeURIComponent(visitor)}`)).ok()).toBe(true);
    };
    await provide({
      async break(operation, fault, options = {}) {
        expect((await context.request.post('/sandbox/faults', { data: { operation, fault, visitor, ...options } })).ok()).toBe(true);
      },
      clear,
    });
    await clear();
  },
});

export { expect };
