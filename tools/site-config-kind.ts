/**
 * config/site.json as a kind of file the validator checks (schemas/site.schema.json), with the same
 * located errors as a flow: a misspelt key or a wrong value is found by npm run validate, not by a
 * visitor. Its one rule beyond the schema: every consent script names a category the dialog asks for.
 */
import schema from '../schemas/site.schema.json' with { type: 'json' };
import type { DataKind, Finding } from 'journey-engine/validate';

interface SiteConsent {
  consent: { categories: string[]; scripts: { category: string }[] };
}

export const SITE_CONFIG_FILE = /(^|[\\/])config[\\/]site\.json$/;

export const siteConfigKind: DataKind = {
  name: 'site-config',
  matches: (file) => SITE_CONFIG_FILE.test(file),
  schema,
  check(value): Finding[] {
    const { consent } = value as SiteConsent;
    return consent.scripts.flatMap((script, index) =>
      consent.categories.includes(script.category)
        ? []
        : [{ rule: 'unknown-consent-category', message: `"${script.category}" is none of consent.categories`, pointer: `/consent/scripts/${index}/category` }],
    );
  },
};
