/**
 * The visitor's answers per flow. They live in sessionStorage so that a reload keeps them;
 * write-only fields (a password) stay in memory only and are asked again after a reload.
 */
import { useSyncExternalStore } from 'react';
import type { Answers, CompiledFlow } from '../core/types.ts';

const PREFIX = 'journey:answers:';
const memory = new Map<string, Answers>();
const listeners = new Set<() => void>();

export function readAnswers(flowId: string): Answers {
  let answers = memory.get(flowId);
  if (!answers) {
    try {
      answers = JSON.parse(sessionStorage.getItem(PREFIX + flowId) ?? '{}') as Answers;
    } catch {
      answers = {};
    }
    memory.set(flowId, answers);
  }
  return answers;
}

/** Merges a step's answers into the flow's; an answer given as undefined is removed. */
export function saveAnswers(flow: CompiledFlow, given: Answers): Answers {
  const answers = Object.fromEntries(Object.entries({ ...readAnswers(flow.id), ...given }).filter(([, value]) => value !== undefined));
  memory.set(flow.id, answers);
  const writeOnly = new Set(flow.steps.flatMap((step) => step.fields.filter((field) => field.writeOnly).map((field) => field.name)));
  const stored = Object.fromEntries(Object.entries(answers).filter(([name]) => !writeOnly.has(name)));
  sessionStorage.setItem(PREFIX + flow.id, JSON.stringify(stored));
  for (const listener of listeners) listener();
  return answers;
}

export function useAnswers(flowId: string): Answers {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readAnswers(flowId),
  );
}
