/** The engine's own operators beside JsonLogic's standard set: generic, with no product's formats. */
import { addDays } from './add-days.ts';
import { isUnderPath } from './is-under-path.ts';
import { lookup } from './lookup.ts';
import { lower } from './lower.ts';
import { sitePath } from './site-path.ts';
import { yearsSince } from './years-since.ts';

export const builtinOperators = [addDays, isUnderPath, lookup, lower, sitePath, yearsSince] as const;
