/** What an operation carries on after (carriesOn): what a call must route, and what a journey case's stub answers where it names nothing. */
import { describe, expect, it } from 'vitest';
import { carryingOn, defineOperation, stubOutcome } from 'journey-engine';

const operation = (outcomes: string[], carriesOn?: string[]) => ({ outcomes, ...(carriesOn ? { carriesOn } : {}) });

describe('an operation carries on after', () => {
  it.each([
    [['success', 'error'], undefined, ['success'], 'success'],
    [['available', 'taken', 'error'], ['available'], ['available'], 'available'],
    [['none', 'inProgress', 'error'], ['none', 'inProgress'], ['none', 'inProgress'], 'none'],
    // Nothing said and no success: no call must route anything, and a stub answers the first outcome.
    [['found', 'notFound', 'error'], undefined, [], 'found'],
  ])('%j carrying on after %j: %j, a stub answers %s', (outcomes, carriesOn, carrying, stub) => {
    expect(carryingOn(operation(outcomes, carriesOn))).toEqual(carrying);
    expect(stubOutcome(operation(outcomes, carriesOn))).toBe(stub);
  });

  it('is refused when it names an outcome the operation does not have, or error', () => {
    const call = async () => ({ outcome: 'error' });
    const define = (carriesOn: string[]) => () => defineOperation({ name: 'list.add', description: '', inputs: {}, outcomes: ['added', 'error'], carriesOn, results: {}, call });
    expect(define(['added'])).not.toThrow();
    expect(define(['sent'])).toThrow('list.add carries on after sent, which are not among its outcomes other than error');
    expect(define(['error'])).toThrow('list.add carries on after error');
  });
});
