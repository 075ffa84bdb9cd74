/** The site's facts (schemas/facts.schema.json), registered with the engine, which hands them to the components typed so. */
import type { Facts as SiteFacts } from '../schemas/generated/facts.ts';

declare module 'journey-engine' {
  interface Register {
    facts: SiteFacts;
  }
}
