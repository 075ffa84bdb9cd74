import { defineOperator, lazily } from 'journey-engine';

const euros = lazily(() => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Spec 001 section 9.5: amounts in nl-NL with exactly 2 decimals. */
export const euro = defineOperator({
  name: 'euro',
  description: 'An amount in cents as Dutch euros with exactly 2 decimals, such as 1099 as "€ 10,99"; null for no amount.',
  takes: 'one',
  evaluate: ([cents]) => (typeof cents === 'number' && Number.isFinite(cents) ? euros().format(cents / 100) : null),
});
