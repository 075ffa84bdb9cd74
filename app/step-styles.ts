/**
 * Each step type's own stylesheet, from its folder (components/steps/TYPE/*.css): a new step type's
 * comes with it. Imported after the site's stylesheet, so that a step's rules come after the ones
 * they build on.
 */
import.meta.glob('../components/steps/*/*.css', { eager: true });
