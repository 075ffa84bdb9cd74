import { defineOperator } from '../operator.ts';
import { safeRedirect as safe } from '../redirect.ts';

export const safeRedirect = defineOperator({
  name: 'safeRedirect',
  description: 'The requested redirect (such as {"var": "query.redirect"}) if it is a path of this site, with only the query parameters that may be kept; else null.',
  takes: 'one',
  evaluate: ([requested]) => safe(requested) ?? null,
});
