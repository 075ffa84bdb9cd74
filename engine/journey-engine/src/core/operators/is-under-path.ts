import { defineOperator } from '../operator.ts';

export const isUnderPath = defineOperator({
  name: 'isUnderPath',
  description:
    '[path, base]: whether the page (path, with or without its query) is base or lies under it, such as /signup/name under /signup (/signupx and /x?to=/signup are not).',
  takes: 'list',
  evaluate: ([path, base]) => {
    if (typeof path !== 'string' || typeof base !== 'string') return false;
    const pathname = path.split(/[?#]/, 1)[0] as string;
    return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
  },
});
