/** The operation table's keys are the names the runtime calls by: each must load the operation of that name. */
import { expect, it } from 'vitest';
import { operationLoaders } from '../../services/operations/loaders.ts';

it.each(Object.entries(operationLoaders))('%s loads the operation of that name', async (name, load) => {
  expect((await load()).name).toBe(name);
});
