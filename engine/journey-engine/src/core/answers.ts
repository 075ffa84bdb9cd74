/** What a visitor answered in a flow, by field name. */
export type Answers = Record<string, unknown>;
