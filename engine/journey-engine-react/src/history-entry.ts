/**
 * The state of a history entry the site makes (browser-history.ts): a key for this visit of the
 * address, as react-router's own history keeps one, and the entry's index. The press module
 * (press-module.ts) makes the entries of the page a press led to before the site ran in the same way.
 */
export interface EntryState {
  key: string;
  idx: number;
}

export const entryState = (idx: number): EntryState => ({ key: Math.random().toString(36).slice(2, 10), idx });
