import { defineOperator, sitePath } from 'journey-engine';

/** Spec 001 section 5: only query parameters whose name is letters only and whose value holds none of < > ( ) go along. */
function isKeptQueryParameter(name: string, value: string): boolean {
  return /^[A-Za-z]+$/.test(name) && !/[<>()]/.test(value);
}

/** The redirect a visitor asks for (?redirect=...): a path of this site (spec 000 section 5), with only the query parameters spec 001 section 5 keeps. */
export const safeRedirect = defineOperator({
  name: 'safeRedirect',
  description:
    'The requested redirect (such as {"var": "query.redirect"}) if it is a path of this site, with only the query parameters whose name is letters only and whose value holds none of < > ( ); else null.',
  takes: 'one',
  evaluate: ([requested]) => sitePath(requested, isKeptQueryParameter) ?? null,
});
