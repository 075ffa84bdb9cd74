/**
 * The visitor's answers per flow. They live in sessionStorage so that a reload keeps them;
 * write-only fields (a password) stay in memory only and are asked again after a reload. One store
 * belongs to the journey runtime (runtime.ts); nothing of it is module state.
 */
import type { Answers, CompiledFlow } from '../core/types.ts';

/** The storage key of a flow's answers is this and the flow's id. */
export const ANSWERS_KEY_PREFIX = 'journey:answers:';

export interface AnswersStore {
  /** A flow's answers: the same object until they change, so a page can subscribe to it. */
  read(flowId: string): Answers;
  /** Merges a step's answers into the flow's; an answer given as undefined is removed. */
  save(flow: CompiledFlow, given: Answers): Answers;
  subscribe(listener: () => void): () => void;
}

/** Storage that lives as long as the runtime, where no browser keeps it: a journey case, a prerender. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

export function answersStore(storage: Pick<Storage, 'getItem' | 'setItem'>): AnswersStore {
  const memory = new Map<string, Answers>();
  const listeners = new Set<() => void>();
  const read = (flowId: string): Answers => {
    let answers = memory.get(flowId);
    if (!answers) {
      try {
        answers = JSON.parse(storage.getItem(ANSWERS_KEY_PREFIX + flowId) ?? '{}') as Answers;
      } catch {
        answers = {};
      }
      memory.set(flowId, answers);
    }
    return answers;
  };
  return {
    read,
    save(flow, given) {
      const answers = Object.fromEntries(Object.entries({ ...read(flow.id), ...given }).filter(([, value]) => value !== undefined));
      memory.set(flow.id, answers);
      const writeOnly = new Set(flow.steps.flatMap((step) => step.fields.filter((field) => field.writeOnly).map((field) => field.name)));
      const stored = Object.fromEntries(Object.entries(answers).filter(([name]) => !writeOnly.has(name)));
      storage.setItem(ANSWERS_KEY_PREFIX + flow.id, JSON.stringify(stored));
      for (const listener of listeners) listener();
      return answers;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
