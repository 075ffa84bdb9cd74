/** A service operation flows may call: its outcomes and the call itself. The runtime performs it. */
export interface ServiceResult {
  /** One of the operation's outcomes; "error" for any failure. */
  outcome: string;
  data?: unknown;
}

export interface ServiceOperation {
  name: string;
  description: string;
  /** The outcomes a flow may route; "error" is always among them. */
  outcomes: readonly string[];
  /** Changes what the session knows (a login, a logout, a paid plan): its facts are loaded again before the outcome is routed. */
  changesSession?: boolean;
  call(input: Readonly<Record<string, unknown>>): Promise<ServiceResult>;
}

/**
 * A call that did not answer within its time. The runtime turns it into the outcome "timeout",
 * which a flow may route (a message with a retry, answers kept); one that does not is sent where
 * "error" goes.
 */
export class ServiceTimeout extends Error {
  constructor(what: string, readonly milliseconds: number) {
    super(`${what} did not answer within ${milliseconds} ms`);
    this.name = 'ServiceTimeout';
  }
}

/** Every operation may end in these, besides the outcomes it declares. */
export const IMPLICIT_OUTCOMES = ['timeout'] as const;

export function defineOperation(operation: ServiceOperation): ServiceOperation {
  if (!operation.outcomes.includes('error')) throw new Error(`operation ${operation.name} must declare the outcome "error"`);
  return operation;
}
