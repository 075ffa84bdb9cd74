/** The site's facts (schemas/facts.schema.json), registered with the engine, which hands them to the components typed so. */
import type { Facts as SiteFacts } from '../schemas/generated/facts.ts';

declare module '../engine/core/register.ts' {
  interface Register {
    facts: SiteFacts;
  }
}
