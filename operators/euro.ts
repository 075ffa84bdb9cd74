import { defineOperator } from 'journey-engine';

/**
 * Cents as nl-NL euros, as Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }) writes
 * them ("€ 1.234,56": a no-break space after the sign, a point between thousands, a comma before
 * exactly two decimals, half a cent away from zero), written here by hand: a browser's first
 * currency formatter loads its locale's data in one piece of 20 ms, 80 at a phone's pace, in the
 * middle of the first render of a page with a price (Lighthouse's blocking time on Mijn abonnement;
 * issue 62). tests/unit/operators.test.ts holds it to Intl's own text.
 */
function euroText(cents: number): string {
  const negative = cents < 0 || Object.is(cents, -0);
  const rounded = Math.round(Math.abs(cents));
  const euros = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `€\u00a0${negative ? '-' : ''}${euros},${String(rounded % 100).padStart(2, '0')}`;
}

/** Spec 001 section 9.5: amounts in nl-NL with exactly 2 decimals. */
export const euro = defineOperator({
  name: 'euro',
  description: 'An amount in cents as Dutch euros with exactly 2 decimals, such as 1099 as "€ 10,99"; null for no amount.',
  takes: 'one',
  evaluate: ([cents]) => (typeof cents === 'number' && Number.isFinite(cents) ? euroText(cents) : null),
});
