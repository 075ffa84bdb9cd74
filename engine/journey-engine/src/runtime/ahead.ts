/**
 * Answers of safe calls asked before the moment they are needed. A safe operation changes nothing
 * (ServiceOperation.safe), so asked earlier with the same input it answers as it would then. Three
 * moments use it:
 * - a press made while the page still hydrates, kept until it is live (journey-engine-react's early
 *   press; one made before the script ran goes on at once instead): its values are known, so the
 *   calls its submit decides are asked at once, one after the other as long as each is safe, and
 *   then the flow's first load on the page they lead to; the press, made again once the page is
 *   live, takes their answers instead of asking again;
 * - a submit whose calls are all safe: the flow's first load, with the submitted answers, is asked
 *   beside its calls rather than after them, on the page they lead to;
 * - a page's first load: the loads it makes after it, as far as the facts known now tell, are asked
 *   beside it (the load decision's ahead) rather than each after the one before.
 * An answer is taken once, by its operation and input (loadKey), in the visit it was asked in or
 * the next one (the page the press leads to); after that it is dropped, and a call asks anew.
 */
import { decideOutcome, firstLoad, loadKey } from '../core/decide.ts';
import { mergeFacts } from '../core/facts.ts';
import { callsAfter } from '../core/flow-operations.ts';
import type { CompiledFlow, CompiledStep, Decision, Facts, LoadCall } from '../core/types.ts';
import { callOperation, portsOf, type CallAnswer, type OperationCall, type ServicePorts } from './perform.ts';

interface Asked {
  /** undefined: the operation is not safe, and was not called. */
  readonly answer: Promise<CallAnswer | undefined>;
  taken: boolean;
  visits: number;
}

export interface AheadAnswers {
  /** Follows a submit decided ahead of its press: its safe calls in turn, then the flow's first load where it leads, when that is a page of the flow. */
  follow(flow: CompiledFlow, decision: Decision, facts: Facts, inFlow: (path: string) => boolean): void;
  /** A submit made now: the flow's first load is asked beside its calls, when every call it may make is safe. */
  beside(flow: CompiledFlow, step: CompiledStep, facts: Facts): void;
  /** A page's later loads (a load decision's ahead), asked beside its first: those that are safe. */
  alongside(flow: CompiledFlow, calls: readonly LoadCall[]): void;
  /** callOperation, taking an answer asked ahead first. */
  call: OperationCall;
  /** A new visit begins: answers asked before the last one are dropped. */
  nextVisit(): void;
}

/** Whether an operation changes nothing (ServiceOperation.safe); its code loads to tell. */
async function isSafe(name: string, services: ServicePorts['services']): Promise<boolean> {
  const load = services.get(name);
  return load ? (await load()).safe === true : false;
}

/** Whether every call a submit of the step may make is safe: such a submit may be made ahead, or twice, and change nothing. */
export async function submitIsSafe(step: CompiledStep, services: ServicePorts['services']): Promise<boolean> {
  const safe = await Promise.all([...callsAfter(step)].map((name) => isSafe(name, services).catch(() => false)));
  return safe.every(Boolean);
}

export function aheadAnswers(ports: ServicePorts): AheadAnswers {
  const asked = new Map<string, Asked>();

  /** Asks a safe operation once per key; an operation that is not safe is not called. */
  function ask(flow: CompiledFlow, name: string, input: Readonly<Record<string, unknown>>): Asked {
    const key = loadKey(name, input);
    let entry = asked.get(key);
    if (!entry) {
      const answer = isSafe(name, ports.services).then(
        (safe) => (safe ? callOperation(name, input, portsOf(flow, ports)) : undefined),
        () => undefined,
      );
      entry = { answer, taken: false, visits: 0 };
      asked.set(key, entry);
    }
    return entry;
  }

  async function follow(flow: CompiledFlow, decision: Decision, facts: Facts, inFlow: (path: string) => boolean): Promise<void> {
    let current = decision;
    while (current.type === 'call-service') {
      const entry = ask(flow, current.operation, current.input);
      const answer = await entry.answer;
      // Not safe, or the press has come meanwhile and goes on by itself.
      if (!answer || entry.taken) return;
      current = decideOutcome(flow, current, answer.result.outcome, mergeFacts(facts, { result: answer.result.data }));
    }
    if (current.type !== 'redirect' || current.to.kind !== 'internal' || !inFlow(current.to.path)) return;
    const load = firstLoad(flow, facts);
    if (load) ask(flow, load.operation, load.input);
  }

  async function beside(flow: CompiledFlow, step: CompiledStep, facts: Facts): Promise<void> {
    const load = firstLoad(flow, facts);
    if (!load) return;
    if (await submitIsSafe(step, ports.services)) ask(flow, load.operation, load.input);
  }

  return {
    follow: (flow, decision, facts, inFlow) => void follow(flow, decision, facts, inFlow),
    beside: (flow, step, facts) => void beside(flow, step, facts),
    alongside(flow, calls) {
      for (const call of calls) ask(flow, call.operation, call.input);
    },
    async call(name, input, runtime) {
      const entry = asked.get(loadKey(name, input));
      if (entry && !entry.taken) {
        entry.taken = true;
        const answer = await entry.answer;
        if (answer) return answer;
      }
      return callOperation(name, input, runtime);
    },
    nextVisit() {
      for (const [key, entry] of asked) {
        entry.visits += 1;
        if (entry.visits > 1) asked.delete(key);
      }
    },
  };
}
