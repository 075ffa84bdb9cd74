/**
 * A site's entry imports this first (journey-engine-react/after-press): a press module already at
 * work on a kept press (press-module.ts) finishes before the entry evaluates its libraries. The
 * entry is fetched behind the step and run once the page is parsed; without this, a press made
 * just after that would have its next page wait while React and the site's other libraries are
 * evaluated. Its top-level await holds the rest of the entry's chunk, so it imports nothing that
 * chunk holds (only early-press.ts); the flows' and the press module's chunks do not import it.
 */
import { pressModuleAtWork } from './early-press.ts';

await pressModuleAtWork();
