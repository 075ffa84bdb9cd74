/* Written by journey-engine types from facts.schema.json and 3 flows. Do not edit: run it again (--check tells whether it is current). */
/**
 * A second site on the engine, for its tests: the engine's page facts and one group of its own.
 */
export interface Facts {
  reader: {
    card?: string | null;
  };
  query: {
    [k: string]: string | undefined;
  };
  params: {
    [k: string]: string | undefined;
  };
  location: {
    path: string;
    from?: string;
  };
  answers: {
    [k: string]: unknown | undefined;
  };
  result?: unknown;
}

/** The answers each step's form gives, by "flow/step". */
export interface StepAnswers {
  'pages/not-found': Record<string, never>;
  'rating/rate': { stars: "1" | "2" | "3" | "4" | "5"; };
  'rating/why': { reason: string; };
  'rating/rated': Record<string, never>;
  'reading-list/book': { title: string; };
  'reading-list/added': Record<string, never>;
}

declare module 'journey-engine' {
  interface Register {
    facts: Facts;
    steps: StepAnswers;
  }
}
