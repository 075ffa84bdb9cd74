/** The journeys that matter in WebKitGTK (journeys.ts, tab-webkit.ts). */
import { journeys } from './journeys.ts';
import { test } from './tab-webkit.ts';

journeys(test);
