/**
 * The service operations a shown step may call next: those of its next rules and their outcomes,
 * and the flow's loads, which every page of the flow makes (the next step's included); and the calls
 * a press on it makes with its answers alone, which can be asked before anything is decided.
 */
import type { Evaluator } from './json-logic.ts';
import type { CompiledAction, CompiledFlow, CompiledStep } from './types.ts';

export function operationsAfter(flow: CompiledFlow, step: CompiledStep): ReadonlySet<string> {
  const names = new Set(callsAfter(step));
  for (const load of flow.loads) {
    names.add(load.operation);
    Object.values(load.outcomes).forEach((action) => addCalls(action, names));
  }
  return names;
}

/** The operations a submit of the step may call: its next rules' calls and those of their outcomes. */
export function callsAfter(step: CompiledStep): ReadonlySet<string> {
  const names = new Set<string>();
  for (const rule of step.next) addCalls(rule.action, names);
  return names;
}

function addCalls(action: CompiledAction, names: Set<string>): void {
  if (action.kind !== 'call') return;
  names.add(action.call.operation);
  Object.values(action.call.outcomes).forEach((outcome) => addCalls(outcome, names));
}

/** A call of a step's next rules whose every input is the answer to one of the step's fields. */
export interface CallOfAnswers {
  readonly operation: string;
  /** Each input, by the name of the field whose answer it is. */
  readonly input: Readonly<Record<string, string>>;
}

/**
 * The calls of the step's next rules whose inputs are its fields' answers: the answers of a press
 * give all they need, so a press module can ask them as soon as it has the answers, before its
 * runtime has decided anything (journey-engine-react's press module, where the operation is safe).
 * Found by evaluating each input over answers that are markers, one per field: an input that comes
 * out as a field's marker is that field's answer. Their rules' conditions are not weighed (they may
 * read what the press does not give): a safe call asked that its rule then does not make changes
 * nothing, and one whose input differs from the call the runtime makes is not taken (an answer is
 * taken by its operation and input). A call made after another call's outcome waits for that outcome.
 */
export function callsOfAnswers(step: CompiledStep): CallOfAnswers[] {
  const markers = new Map(step.fields.map(({ name }) => [{ field: name }, name]));
  const facts = { answers: Object.fromEntries([...markers.keys()].map((marker) => [marker.field, marker])) };
  const calls: CallOfAnswers[] = [];
  for (const { action } of step.next) {
    if (action.kind !== 'call') continue;
    const input = [...action.call.input].map(([name, evaluate]) => [name, markers.get(markerOf(evaluate, facts) as { field: string })] as const);
    if (input.every(([, field]) => field !== undefined)) calls.push({ operation: action.call.operation, input: Object.fromEntries(input) as Record<string, string> });
  }
  return calls;
}

/** What an input comes out as over the markers' answers; undefined where it reads more than they give. */
function markerOf(evaluate: Evaluator, facts: object): unknown {
  try {
    return evaluate(facts);
  } catch {
    return undefined;
  }
}
