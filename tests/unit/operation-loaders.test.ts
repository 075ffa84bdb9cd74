/** The operation table's keys are the names the runtime calls by: each must load the operation of that name. */
import { defineOperation } from 'journey-engine';
import { expect, it } from 'vitest';
import { operationLoaders } from '../../services/operations/loaders.ts';

it.each(Object.entries(operationLoaders))('%s loads the operation of that name', async (name, load) => {
  expect((await load()).name).toBe(name);
});

it('an operation that says it changes nothing (safe: the runtime may ask it ahead) cannot say it changes the session', () => {
  const base = { name: 'test.login', description: '', inputs: {}, outcomes: ['success', 'error'], results: {}, call: async () => ({ outcome: 'success' }) };
  expect(() => defineOperation({ ...base, safe: true, changesSession: true })).toThrow('test.login is safe, so it cannot change the session');
  expect(defineOperation({ ...base, safe: true }).safe).toBe(true);
});
