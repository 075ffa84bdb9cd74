/**
 * An explanation in a campaign manager's words (issue 60): the engine says why as data (StepWhy,
 * EndWhy, its events), and in English for any tool; the studio and npm run explain say it in
 * Dutch here. A redirect's reason is the flow's own logged reason, written in Dutch in the flows;
 * the engine's few reasons of its own are worded below.
 */
import { destinationText, type EndWhy, type Explanation, type StepOutcome, type StepWhy, type ToldEvent } from 'journey-engine/runtime';

export const OUTCOME_WORDS: Record<StepOutcome, string> = {
  shown: 'getoond',
  skipped: 'overgeslagen',
  guarded: 'tegengehouden',
  answered: 'al beantwoord',
  'not-reached': 'niet bereikt',
};

/** The engine's own reasons of a move (engine/journey-engine/src/core/decide.ts), in Dutch; a flow's reason as written. */
function moveInDutch(reason: string): string {
  const next = /^next of (.+)$/.exec(reason);
  if (next) return `de volgende stap na ${next[1]}`;
  if (reason === 'no step applies') return 'geen stap van de reis is nog aan de beurt';
  return reason;
}

const answered = (call: { operation: string; outcome: string }) => `${call.operation} antwoordde ${call.outcome}`;

/** Where a journey ends (page:STEP, stuck:STEP, not-found:REASON, external:NAME, or an address), in words. */
export function endInDutch(end: string): string {
  const [kind, rest] = [end.slice(0, end.indexOf(':')), end.slice(end.indexOf(':') + 1)];
  if (kind === 'page') return `komt op de pagina ${rest}`;
  if (kind === 'stuck') return `blijft staan bij ${rest}`;
  if (kind === 'not-found') return `"Deze pagina bestaat niet" (${moveInDutch(rest)})`;
  if (kind === 'external') return `gaat naar ${rest} buiten de site`;
  return `gaat naar ${readable(end)}`;
}

/** An address as a person reads it: /inloggen?redirect=/partner/… rather than %2Fpartner%2F…. */
function readable(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

export function stepWhyInDutch(why: StepWhy): string {
  switch (why.kind) {
    case 'shown':
      return [...why.calls.map(answered), why.move === null ? 'het adres dat de bezoeker opende' : moveInDutch(why.move)].join('; ');
    case 'guarded':
      return `${moveInDutch(why.reason)} → ${why.to}`;
    case 'skipped': {
      const names = Object.entries(why.condition.named).map(([name, value]) => `${name} is ${value ? 'waar' : 'niet waar'}`);
      return `overgeslagen: ${JSON.stringify(why.condition.written)} geldt${names.length ? ` (${names.join(', ')})` : ''}`;
    }
    case 'answered':
      return 'al beantwoord: de antwoorden die de bezoeker meebracht vullen deze stap';
    case 'not-reached':
      return `de reis eindigde ervoor: ${endInDutch(why.end)}`;
  }
}

export function endWhyInDutch(why: EndWhy): string {
  switch (why.kind) {
    case 'stuck':
      return 'deze stap vraagt een antwoord dat niet gegeven is';
    case 'page':
      return 'de bezoeker gaat hier verder met een knop of link van de pagina zelf';
    case 'redirect':
    case 'not-found':
      return moveInDutch(why.reason);
    case 'call':
      return answered(why);
    case 'answered':
      return 'de laatste stap is beantwoord';
  }
}

export function eventInDutch(event: ToldEvent): string {
  switch (event.kind) {
    case 'page':
      return `pagina ${event.step} op ${event.location}`;
    case 'redirect':
      return `${event.from} → ${destinationText(event.to)}: ${moveInDutch(event.reason)}`;
    case 'call':
      return `${answered(event)} (op ${event.from})`;
    case 'not-found':
      return `niet gevonden op ${event.from}: ${moveInDutch(event.reason)}`;
  }
}

/** The explanation as npm run explain prints it: each step's outcome, id and address, the why under it, then the end. */
export function explanationLines({ flow, steps, end, endWhy }: Explanation): string[] {
  return [
    `Reis ${flow}:`,
    ...steps.map((step) => `  ${OUTCOME_WORDS[step.outcome].padEnd(14)} ${step.step.padEnd(22)} ${step.route}\n                 ${stepWhyInDutch(step.why)}`),
    `Einde: ${endInDutch(end)}\n  ${endWhyInDutch(endWhy)}`,
  ];
}

/** The explanation as npm run explain -- --json writes it: each step's id, address, outcome and why, then the end and why, in Dutch. */
export function explanationJson({ flow, steps, end, endWhy }: Explanation): Record<string, unknown> {
  return {
    flow,
    steps: steps.map((step) => ({ step: step.step, route: step.route, outcome: step.outcome, because: stepWhyInDutch(step.why) })),
    end,
    because: endWhyInDutch(endWhy),
  };
}
