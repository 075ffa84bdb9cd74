/** The journeys that matter in Debian's Firefox ESR (journeys.ts, tab-firefox.ts). */
import { journeys } from './journeys.ts';
import { test } from './tab-firefox.ts';

journeys(test);
