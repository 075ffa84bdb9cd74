/** A service operation flows may call: its outcomes and the call itself. The runtime performs it. */
export interface ServiceResult {
  /** One of the operation's outcomes; "error" for any failure. */
  outcome: string;
  data?: unknown;
}

export interface ServiceOperation {
  name: string;
  description: string;
  /**
   * The inputs a call may give, each with what it is: the flow schema offers them to the editor
   * and the validator refuses any other name (unknown-input) and a missing required one.
   */
  inputs: Readonly<Record<string, string>>;
  /** The inputs a call must give. */
  requiredInputs?: readonly string[];
  /** The outcomes a flow may route; "error" is always among them. */
  outcomes: readonly string[];
  /**
   * The outcomes after which the visitor's journey carries on (its successes: available, sent,
   * started): a call must route each of them (rule unrouted-outcome), since an outcome a call does
   * not route goes where error goes. The others are refusals and failures, which may fall back to
   * error. By default success, where the operation answers it. The first is what a journey case's
   * stub answers where the case names no outcome, as a working service would.
   */
  carriesOn?: readonly string[];
  /**
   * What each outcome answers in result, field by field with what it is: a flow's {"var": "result.x"}
   * in the action of an outcome must name one of its fields (rule unknown-result-field). An outcome
   * not named answers nothing; error and timeout may always answer code and message.
   */
  results: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Changes what the session knows (a login, a logout, a paid plan): its facts are loaded again before the outcome is routed. */
  changesSession?: boolean;
  /**
   * Changes nothing anywhere: a question (is this address free, which experiments, what plan), as
   * HTTP's safe methods. The runtime may then ask it ahead of the moment it is needed, with the
   * same input (for a press made while the page hydrates), and ask a page's loads beside it, since
   * asked earlier it answers the same (runtime/ahead.ts).
   */
  safe?: boolean;
  /**
   * The outcome a failed call becomes instead of error or timeout (it is reported all the same), for
   * a state that settles elsewhere: a payment's status that cannot be loaded now is not known yet,
   * not failed, and its page checks again.
   */
  failsAs?: string;
  /** The message its failures are reported with, where a specification names one ("Switch tier failed for user"); by default "NAME failed". */
  reportsAs?: string;
  call(input: Readonly<Record<string, unknown>>): Promise<ServiceResult>;
  /**
   * Fetches ahead what its first call needs (a provider's script), while a page that may call it
   * shows, so that a visitor's press waits for the call alone. A failure here is nobody's: the call
   * tries again and reports its own.
   */
  prepare?(): Promise<unknown>;
  /**
   * The scripts of another party its call loads beside its own code (a provider's SDK), by URL: a
   * prerendered page whose step may call it fetches them with its own scripts (journey-engine/vite's
   * operationPreloads), so a press waits for neither one after the other.
   */
  scripts?: readonly string[];
}

/**
 * A call that did not answer within its time. The runtime turns it into the outcome "timeout",
 * which a flow may route (a message with a retry, answers kept); one that does not is sent where
 * "error" goes.
 */
export class ServiceTimeout extends Error {
  constructor(
    what: string,
    readonly milliseconds: number,
  ) {
    super(`${what} did not answer within ${milliseconds} ms`);
    this.name = 'ServiceTimeout';
  }
}

/** Every operation may end in these, besides the outcomes it declares. */
export const IMPLICIT_OUTCOMES = ['timeout'] as const;

/** The outcomes after which a journey carries on (ServiceOperation.carriesOn, by default success where the operation answers it). */
export function carryingOn(operation: Pick<ServiceOperation, 'outcomes' | 'carriesOn'>): readonly string[] {
  return operation.carriesOn ?? (operation.outcomes.includes('success') ? ['success'] : []);
}

/** What a journey case's stub of an operation answers where the case names no outcome: its first outcome that carries on, else its first. */
export function stubOutcome(operation: Pick<ServiceOperation, 'outcomes' | 'carriesOn'>): string {
  return carryingOn(operation)[0] ?? (operation.outcomes[0] as string);
}

export function defineOperation(operation: ServiceOperation): ServiceOperation {
  if (!operation.outcomes.includes('error')) throw new Error(`operation ${operation.name} must declare the outcome "error"`);
  if (operation.failsAs !== undefined && !operation.outcomes.includes(operation.failsAs))
    throw new Error(`operation ${operation.name} fails as "${operation.failsAs}", which is none of its outcomes`);
  if (operation.safe && operation.changesSession) throw new Error(`operation ${operation.name} is safe, so it cannot change the session`);
  const notOutcomes = (operation.carriesOn ?? []).filter((outcome) => !operation.outcomes.includes(outcome) || outcome === 'error');
  if (notOutcomes.length > 0) throw new Error(`operation ${operation.name} carries on after ${notOutcomes.join(', ')}, which are not among its outcomes other than error`);
  const unknown = (operation.requiredInputs ?? []).filter((name) => !(name in operation.inputs));
  if (unknown.length > 0) throw new Error(`operation ${operation.name} requires inputs it does not declare: ${unknown.join(', ')}`);
  return operation;
}
