import { dayOf } from '../dates.ts';
import { defineOperator } from '../operator.ts';

export const addDays = defineOperator({
  name: 'addDays',
  description:
    '[date, days]: the day (YYYY-MM-DD) so many days later; a negative number goes back: { "addDays": [{ "var": "subscription.nextStatusEffectiveDate" }, -1] } is the last day to watch. Null for no date.',
  takes: 'list',
  dayArguments: [0],
  evaluate: ([date, days]) => {
    if (date === null || date === undefined) return null;
    const day = dayOf(String(date));
    if (day === undefined || typeof days !== 'number' || !Number.isInteger(days)) throw new Error(`"${String(date)}" plus ${String(days)} days is no day`);
    return new Date((day + days) * 86_400_000).toISOString().slice(0, 10);
  },
});
