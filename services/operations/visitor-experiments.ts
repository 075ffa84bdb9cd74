/**
 * The experiments a visitor who is not logged in takes part in (VisitorExperiments), for the
 * registration: in the registration experiment's variant the password step is skipped and the
 * visitor sets a password from the verification e-mail (spec 000 section 2). A logged-in visitor's
 * experiments come with the session.
 */
import { defineOperation } from 'journey-engine';
import { VisitorExperiments } from '../documents/account.ts';
import { experimentsTakenPart } from '../experiments.ts';
import { cachedRead } from '../graphql.ts';

const EXPERIMENT = '"variant" or "control"; null where the visitor takes no part.';

/** The visitor's experiments, asked of the service once per visit (a failure is not kept: the next call asks again). */
async function experiments() {
  return cachedRead(['VisitorExperiments'], 'account', VisitorExperiments);
}

export const visitorExperiments = defineOperation({
  name: 'account.visitorExperiments',
  safe: true,
  inputs: {},
  description: 'The experiments of a visitor who is not logged in: each "variant" or "control", left out where the visitor takes no part; none when they cannot be asked now.',
  outcomes: ['success', 'none', 'error'],
  // Experiments that cannot be asked now are none: the registration goes on as for everyone (it is reported all the same).
  failsAs: 'none',
  results: { success: { trialExperiment: EXPERIMENT, savod: EXPERIMENT, optInExperiment: EXPERIMENT, loginLink: EXPERIMENT, registrationExperiment: EXPERIMENT } },
  // Asked ahead, while a page that may call it shows (a press module's press included): it takes no
  // input and changes nothing, so a press waits for the other calls alone (issue 62).
  prepare: experiments,
  async call() {
    // Asked on each page of the registration once the address is known.
    const { visitorExperiments: groups } = await experiments();
    return { outcome: 'success', data: experimentsTakenPart(groups) };
  },
});
