import { defineOperator } from '../operator.ts';
import { sitePath as path } from '../redirect.ts';

export const sitePath = defineOperator({
  name: 'sitePath',
  description:
    'The requested path (such as {"var": "query.redirect"}) if it is a path of this site, with its query; else null: never another host, in any form a browser reads as one.',
  takes: 'one',
  evaluate: ([requested]) => path(requested) ?? null,
});
