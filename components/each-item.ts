/** A list in a step's props ("each": an expression giving it), one set of facts per element, named "item" in them. */
import type { CompiledFlow, Facts } from 'journey-engine-react';

export function factsOfEach(flow: CompiledFlow, each: unknown, facts: Facts): Facts[] {
  const list = flow.compileExpression(each)(facts);
  return (Array.isArray(list) ? list : []).map((item) => ({ ...facts, item }) as Facts);
}
