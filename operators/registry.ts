/**
 * The product's condition operators, beside the engine's own (engine/core/operators/): its
 * formats and its time zone. Add one as a file here and list it; npm run generate writes it into
 * the flow schema. See docs/flow-dsl.md, "Adding a condition operator".
 */
import { contract } from './contract.ts';
import { dutchDate } from './dutch-date.ts';
import { euro } from './euro.ts';
import { isWithinDates } from './is-within-dates.ts';
import { price } from './price.ts';

// Each by its name too: a flow's compiled logic imports only the operators it calls (tools/compiled-logic.ts).
export { contract, dutchDate, euro, isWithinDates, price };
export const operators = [contract, dutchDate, euro, isWithinDates, price] as const;
