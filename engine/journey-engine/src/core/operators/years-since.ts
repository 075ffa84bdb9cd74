import { defineOperator } from '../operator.ts';

export const yearsSince = defineOperator({
  name: 'yearsSince',
  description: '[date, now]: whole years from date to now (an age); null when either is no date.',
  takes: 'list',
  evaluate: ([date, now]) => {
    if (typeof date !== 'string' || typeof now !== 'string') return null;
    const from = new Date(date);
    const to = new Date(now);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
    const beforeBirthday = to.getUTCMonth() < from.getUTCMonth() || (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
    return to.getUTCFullYear() - from.getUTCFullYear() - (beforeBirthday ? 1 : 0);
  },
});
