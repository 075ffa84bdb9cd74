/**
 * The product's condition operators, beside the engine's own (engine/core/operators/): its
 * formats, its time zone and its redirect rule. Add one as a file here and list it; npm run generate writes it into
 * the flow schema. See docs/flow-dsl.md, "Adding a condition operator".
 */
import { contract } from './contract.ts';
import { dutchDate } from './dutch-date.ts';
import { euro } from './euro.ts';
import { isWithinDates } from './is-within-dates.ts';
import { price } from './price.ts';
import { safeRedirect } from './safe-redirect.ts';

// Each by its name too: a flow's compiled logic imports only the operators it calls (tools/compiled-logic.ts).
export { contract, dutchDate, euro, isWithinDates, price, safeRedirect };
export const operators = [contract, dutchDate, euro, isWithinDates, price, safeRedirect] as const;
