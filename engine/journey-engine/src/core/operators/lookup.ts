import { defineOperator } from '../operator.ts';

/** A list is a table by its elements' id: the tier "premium" of the tiers. An unknown key is never a prototype's. */
export const lookup = defineOperator({
  name: 'lookup',
  description:
    '[table, key, field]: the field of the table\'s entry for key, such as [{"var": "partners"}, {"var": "params.partnerName"}, "name"]; null for a key the table lacks. A list is a table by its elements\' id.',
  takes: 'list',
  evaluate: ([table, key, field]) => {
    if (!table || typeof table !== 'object' || typeof key !== 'string') return null;
    if (Array.isArray(table))
      table = Object.fromEntries(table.filter((entry) => entry && typeof entry === 'object' && typeof entry.id === 'string').map((entry) => [entry.id, entry]));
    if (!Object.hasOwn(table as object, key)) return null;
    const entry = (table as Record<string, unknown>)[key];
    if (field === undefined) return entry ?? null;
    return entry && typeof entry === 'object' && typeof field === 'string' && Object.hasOwn(entry, field) ? ((entry as Record<string, unknown>)[field] ?? null) : null;
  },
});
