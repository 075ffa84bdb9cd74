/**
 * The press before the site runs, which a site adds when it wants it (journey-engine-react/early-press):
 * a prerendered form takes a press before the site's script has run (earlyPressScript, in the
 * page's head), and the site submits it once its runtime has decided the first page
 * (actOnKeptPress), rendering the page it led to in place of hydrating the one that was sent
 * (mountPage's pressed). A site with a press module (journey-engine/vite's press option) also waits
 * for it at its start (pressModuleSettled) and takes the answers of the safe calls it made
 * (servicesTakingAnswers); on a held page, a load it shares with it (the session) can wait for the
 * press module to have asked it (pressModuleAheadDone). A site without any of this hydrates its
 * prerendered pages as they are.
 */
export { servicesTakingAnswers } from './asked-before-site.ts';
export { earlyPressScript, pressModuleAheadDone, pressModuleSettled } from './early-press.ts';
export { actOnKeptPress, idleWithinPressWait } from './kept-press.ts';
