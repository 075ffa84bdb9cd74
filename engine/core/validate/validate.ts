/**
 * Validates flow files: JSON syntax, then the flow schema, then the semantic rules, and the
 * uniqueness of ids and routes across all flows. Every error is located (file, line, column,
 * JSON pointer) and names a stable rule id (docs/flow-dsl.md lists them).
 */
import type { PartnerOffer } from '../../../schemas/generated/offer.ts';
import type { Promotion } from '../../../schemas/generated/promotion.ts';
import type { Flow } from '../types.ts';
import type { Diagnostic } from './diagnostic.ts';
import { JsonSyntaxError, parseLocated, type LocatedJson } from './locate.ts';
import type { SourceFile, ValidationProject } from './project.ts';
import { isKnownFact } from './facts-paths.ts';
import { checkOffer } from './offer.ts';
import { checkPromotion, windowsOverlap } from './promotion.ts';
import { createSchemaCheck, type FileKind } from './schema-check.ts';
import { checkDateLiterals } from './date-literals.ts';
import { checkConditionCycles, checkFlow, checkSiteGuards, flowRoutes } from './semantic.ts';

export interface ValidationResult {
  diagnostics: Diagnostic[];
  /** The target flows that passed, by file. */
  flows: Map<string, Flow>;
  /** The target offer files that passed, by file. */
  offers: Map<string, PartnerOffer>;
  /** The target promotion files that passed, by file. */
  promotions: Map<string, Promotion>;
}

interface Parsed {
  source: SourceFile;
  located: LocatedJson;
  kind: FileKind;
}

const SCHEMA_REFERENCE = /(^|\/)flow\.schema\.json$/;

function isConditionsFile(file: string): boolean {
  return /(^|[\\/])conditions\.json$/.test(file);
}

function isSiteGuardsFile(file: string): boolean {
  return /(^|[\\/])site-guards\.json$/.test(file);
}

export function isOfferFile(file: string): boolean {
  return file.endsWith('.offer.json');
}

export function isPromotionFile(file: string): boolean {
  return file.endsWith('.promotion.json');
}

/** Every .json file under flows/ is a flow, but for the shared conditions, the site's guards, the offers and the promotions. */
export function isFlowFile(file: string): boolean {
  return !isConditionsFile(file) && !isSiteGuardsFile(file) && !isOfferFile(file) && !isPromotionFile(file);
}

function kindOf(file: string): FileKind {
  if (isConditionsFile(file)) return 'conditions';
  if (isOfferFile(file)) return 'offer';
  if (isPromotionFile(file)) return 'promotion';
  return isSiteGuardsFile(file) ? 'site-guards' : 'flow';
}

/** An offer's routes, each with where it stands in the file. */
function offerRoutes(offer: Partial<PartnerOffer>): { route: string; pointer: string }[] {
  const routes = offer.routes;
  if (!routes || typeof routes !== 'object') return [];
  const list = (values: unknown, name: string) => (Array.isArray(values) ? values.map((route, index) => ({ route, pointer: `/routes/${name}/${index}` })) : []);
  return [{ route: routes.path, pointer: '/routes/path' }, ...list(routes.aliases, 'aliases'), ...list(routes.legacy, 'legacy')].filter(
    (entry): entry is { route: string; pointer: string } => typeof entry.route === 'string',
  );
}

export type Validator = (targets: readonly SourceFile[], context?: readonly SourceFile[]) => ValidationResult;

/**
 * targets are reported on; context files (the rest of flows/) only supply routes and flow ids,
 * so that a single file is judged against the whole project.
 */
export function createValidator(project: ValidationProject): Validator {
  const schemaCheck = createSchemaCheck(project);

  return (targets, context = []) => {
    const diagnostics: Diagnostic[] = [];
    const flows = new Map<string, Flow>();
    const offers = new Map<string, PartnerOffer>();
    const promotions = new Map<string, Promotion>();
    const targetFiles = new Set(targets.map((target) => target.file));
    const parsed: Parsed[] = [];

    for (const source of [...targets, ...context.filter((file) => !targetFiles.has(file.file))]) {
      try {
        parsed.push({ source, located: parseLocated(source.text), kind: kindOf(source.file) });
      } catch (error) {
        if (!(error instanceof JsonSyntaxError)) throw error;
        if (targetFiles.has(source.file)) diagnostics.push({ file: source.file, ...error.position, rule: 'json-syntax', message: error.message, pointer: '' });
      }
    }

    const routes = new Map<string, string>();
    const flowIds = new Map<string, string>();
    let notFoundPage: string | undefined;
    const report = (entry: Parsed, rule: string, message: string, pointer: string, atKey = false): void => {
      if (!targetFiles.has(entry.source.file)) return;
      const position = atKey ? entry.located.keyAt(pointer) : entry.located.valueAt(pointer);
      diagnostics.push({ file: entry.source.file, ...position, rule, message, pointer });
    };

    // The rest of the project owns its ids and routes first, so a named file is the one that clashes.
    const targetsLast = (a: Parsed, b: Parsed) => Number(targetFiles.has(a.source.file)) - Number(targetFiles.has(b.source.file));
    const flowEntries = parsed.filter((entry) => entry.kind === 'flow').sort(targetsLast);
    for (const entry of flowEntries) {
      const value = entry.located.value as Partial<Flow>;
      if (value && typeof value === 'object' && typeof value.id === 'string') {
        const owner = flowIds.get(value.id);
        if (owner) report(entry, 'duplicate-flow-id', `flow id "${value.id}" is used by ${owner} already`, '/id');
        else flowIds.set(value.id, entry.source.file);
      }
      for (const { route, pointer } of flowRoutes(value ?? {})) {
        const owner = routes.get(route);
        if (owner) report(entry, 'duplicate-route', `route ${route} is declared by ${owner} already`, pointer);
        else routes.set(route, entry.source.file);
      }
      // The one page with status 404 also answers every unknown path.
      for (const [index, step] of (Array.isArray(value?.steps) ? value.steps : []).entries()) {
        if (step?.status !== 404) continue;
        if (notFoundPage) report(entry, 'duplicate-not-found-page', `${notFoundPage} has the not-found page (status 404) already`, `/steps/${index}/status`);
        else notFoundPage = entry.source.file;
      }
    }

    // Offers come after every flow: an offer's route that clashes is the offer's error. A plan
    // slug is one offer's, and a partner has one name.
    const offerEntries = parsed.filter((entry) => entry.kind === 'offer').sort(targetsLast);
    const planOwners = new Map<string, string>();
    const partnerNames = new Map<string, { name: string; file: string }>();
    for (const entry of offerEntries) {
      const value = (entry.located.value ?? {}) as Partial<PartnerOffer>;
      for (const { route, pointer } of offerRoutes(value)) {
        const owner = routes.get(route);
        if (owner) report(entry, 'duplicate-route', `route ${route} is declared by ${owner} already`, pointer);
        else routes.set(route, entry.source.file);
      }
      const slug = value.plan?.slug;
      if (typeof slug === 'string') {
        const owner = planOwners.get(slug);
        if (owner) report(entry, 'duplicate-plan', `plan "${slug}" is the plan of ${owner} already`, '/plan/slug');
        else planOwners.set(slug, entry.source.file);
      }
      const partner = value.partner;
      if (typeof partner?.id === 'string' && typeof partner.name === 'string' && !partnerNames.has(partner.id))
        partnerNames.set(partner.id, { name: partner.name, file: entry.source.file });
    }

    // Promotions after the offers: a plan slug is one file's; a plan id one promotion's; two
    // promotions that run on a common day may not take over the same slug.
    const planIdOwners = new Map<string, string>();
    const running: { file: string; valid: Promotion['valid']; mapped: string[] }[] = [];
    for (const entry of parsed.filter((candidate) => candidate.kind === 'promotion').sort(targetsLast)) {
      const value = (entry.located.value ?? {}) as Partial<Promotion>;
      (Array.isArray(value.plans) ? value.plans : []).forEach((plan, index) => {
        for (const [key, owners, rule, what] of [
          ['slug', planOwners, 'duplicate-plan', 'plan'],
          ['planId', planIdOwners, 'duplicate-plan-id', 'plan id'],
        ] as const) {
          const name = plan?.[key];
          if (typeof name !== 'string') continue;
          const owner = owners.get(name);
          if (owner) report(entry, rule, `${what} "${name}" is one of ${owner} already`, `/plans/${index}/${key}`);
          else owners.set(name, entry.source.file);
        }
      });
      const mapped = Object.keys(value.slugMap && typeof value.slugMap === 'object' ? value.slugMap : {});
      for (const other of running) {
        if (!windowsOverlap(value.valid, other.valid)) continue;
        for (const slug of mapped.filter((name) => other.mapped.includes(name))) {
          report(entry, 'overlapping-promotions', `while ${other.file} runs it takes over "${slug}" too: their dates overlap`, `/slugMap/${slug}`, true);
        }
      }
      running.push({ file: entry.source.file, valid: value.valid, mapped });
    }

    for (const entry of parsed.filter((candidate) => targetFiles.has(candidate.source.file))) {
      const value = entry.located.value;
      const flow = value as Flow;
      const isFlow = entry.kind === 'flow';
      const scope = {
        routes: new Set(routes.keys()),
        // A flow names its own conditions and the shared ones; a conditions file names its own.
        conditionNames: new Set(Object.keys((isFlow ? flow?.conditions : entry.kind === 'conditions' ? value : {}) ?? {})),
        answerNames: new Set(isFlow ? fieldNames(flow) : []),
        linkNames: new Set(Object.keys((isFlow && flow?.links) || {})),
      };
      const findings = schemaCheck(value, scope, entry.kind);
      for (const finding of findings) report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
      if (findings.length > 0) {
        // The file parses: what can be checked of a flow's meaning is reported in the same run,
        // outside the parts (a step, a guard) the schema found broken, where an error would only
        // echo the schema's. A shape the rules cannot read is left to the schema's errors; the
        // flow joins no project check.
        const part = (pointer: string): string => pointer.split('/').slice(0, 3).join('/');
        const broken = new Set(findings.map((finding) => part(finding.pointer)));
        if (isFlow) {
          try {
            for (const finding of checkFlow(flow, project)) if (!broken.has(part(finding.pointer))) report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
          } catch {
            // left to the schema's errors
          }
        }
        continue;
      }
      if (entry.kind === 'offer') {
        const offer = value as PartnerOffer;
        const others = new Map([...partnerNames].filter(([, owner]) => owner.file !== entry.source.file));
        for (const finding of checkOffer(offer, {
          file: entry.source.file,
          routes: scope.routes,
          publicFiles: project.publicFiles,
          partnerNames: others,
          isFact: (path) => isKnownFact(path, project.factsSchema, new Set()),
        })) {
          report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
        }
        offers.set(entry.source.file, offer);
        continue;
      }
      if (entry.kind === 'promotion') {
        for (const finding of checkPromotion(value as Promotion, { file: entry.source.file, routes: scope.routes }))
          report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
        promotions.set(entry.source.file, value as Promotion);
        continue;
      }
      if (entry.kind === 'site-guards') {
        for (const finding of checkSiteGuards(value as { guards: unknown[]; named?: Record<string, unknown> }, project))
          report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
        continue;
      }
      if (!isFlow) {
        const { $schema: _schema, ...conditions } = value as Record<string, unknown>;
        for (const finding of [...checkConditionCycles(conditions, conditions, ''), ...checkDateLiterals(conditions, project.operators)])
          report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
        continue;
      }
      const semantic = checkFlow(flow, project);
      if (!SCHEMA_REFERENCE.test(flow.$schema)) {
        semantic.push({ rule: 'wrong-schema-reference', message: `"$schema" must name schemas/flow.schema.json (found "${flow.$schema}")`, pointer: '/$schema' });
      }
      for (const finding of semantic) report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
      flows.set(entry.source.file, flow);
    }

    // Only a file without any error counts as a valid flow, whichever pass found the error.
    for (const diagnostic of diagnostics) {
      flows.delete(diagnostic.file);
      offers.delete(diagnostic.file);
      promotions.delete(diagnostic.file);
    }
    diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    return { diagnostics, flows, offers, promotions };
  };
}

function fieldNames(flow: Flow): string[] {
  if (!flow || !Array.isArray(flow.steps)) return [];
  return flow.steps.flatMap((step) =>
    Array.isArray(step?.form?.fields) ? step.form.fields.map((field) => field?.name).filter((name): name is string => typeof name === 'string') : [],
  );
}
