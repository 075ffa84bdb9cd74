/** The browser's lazy operation table names exactly the registered operations, each loading itself. */
import { describe, expect, it } from 'vitest';
import { operationLoaders } from '../../services/operations/loaders.ts';
import { serviceOperations } from '../../services/operations/registry.ts';

describe('operationLoaders', () => {
  it('names every registered operation, and nothing else', () => {
    expect(Object.keys(operationLoaders).sort()).toEqual(serviceOperations.map((operation) => operation.name).sort());
  });

  it.each(serviceOperations.map((operation) => [operation.name, operation] as const))('%s loads the registered operation', async (name, operation) => {
    expect(await operationLoaders[name]?.()).toBe(operation);
  });
});
