/**
 * Validates flow files: JSON syntax, then the flow schema, then the semantic rules, and the
 * uniqueness of ids and routes across all flows. Every error is located (file, line, column,
 * JSON pointer) and names a stable rule id (docs/flow-dsl.md lists them).
 */
import type { Flow } from '../types.ts';
import type { Diagnostic } from './diagnostic.ts';
import { JsonSyntaxError, parseLocated, type LocatedJson } from './locate.ts';
import type { SourceFile, ValidationProject } from './project.ts';
import { isKnownFact } from './facts-paths.ts';
import { createSchemaCheck, type FileKind } from './schema-check.ts';
import { checkDateLiterals } from './date-literals.ts';
import { checkTargetErrors, stepErrorCodes } from './target-errors.ts';
import { checkConditionCycles, checkFlow, checkSiteGuards, flowRoutes } from './semantic.ts';

export interface ValidationResult {
  /** The errors: a file with one is invalid. */
  diagnostics: Diagnostic[];
  /** Likely mistakes that leave the file valid (finding.ts). */
  warnings: Diagnostic[];
  /** The target flows that passed, by file. */
  flows: Map<string, Flow>;
  /** The target files of each data kind that passed, by kind (the project's "offer", "promotion") and file. */
  data: Map<string, Map<string, unknown>>;
  /** The target files of each data kind whose schema passed, whatever their other rules found: what a tool that shows the errors may read. */
  shaped: Map<string, Map<string, unknown>>;
}

interface Parsed {
  source: SourceFile;
  located: LocatedJson;
  kind: FileKind;
}

const SCHEMA_REFERENCE = /(^|\/)flow\.schema\.json$/;

const fileName = (path: string) => path.split(/[\\/]/).pop();

/** The engine's own kinds of file, known by their names, and the project's data kinds (a file among the flows that is none of them is a flow). */
export function fileKind(file: string, { names, kinds }: ValidationProject): string {
  if (fileName(file) === fileName(names.sharedConditions)) return 'conditions';
  if (fileName(file) === fileName(names.siteGuards)) return 'site-guards';
  return kinds.find((kind) => kind.matches(file))?.name ?? 'flow';
}

/** What the validator is told of the files beyond their text. */
export interface ValidationOptions {
  /**
   * The files being added or changed (not as they are on the main branch): of two files that claim
   * one route or name, such a file is the one reported, whatever the order of their names, and a
   * kind may hold it to rules that only a new file must meet (KindContext.changed).
   */
  changed?: ReadonlySet<string>;
}

export type Validator = (targets: readonly SourceFile[], context?: readonly SourceFile[], options?: ValidationOptions) => ValidationResult;

/**
 * targets are reported on; context files (the rest of the site's flows) only supply routes and flow ids,
 * so that a single file is judged against the whole project.
 */
export function createValidator(project: ValidationProject): Validator {
  const schemaCheck = createSchemaCheck(project);

  return (targets, context = [], { changed = new Set() } = {}) => {
    const diagnostics: Diagnostic[] = [];
    const warnings: Diagnostic[] = [];
    const flows = new Map<string, Flow>();
    const data = new Map(project.kinds.map((kind) => [kind.name, new Map<string, unknown>()]));
    const shaped = new Map(project.kinds.map((kind) => [kind.name, new Map<string, unknown>()]));
    const targetFiles = new Set(targets.map((target) => target.file));
    const parsed: Parsed[] = [];

    for (const source of [...targets, ...context.filter((file) => !targetFiles.has(file.file))]) {
      try {
        parsed.push({ source, located: parseLocated(source.text), kind: fileKind(source.file, project) });
      } catch (error) {
        if (!(error instanceof JsonSyntaxError)) throw error;
        if (targetFiles.has(source.file)) diagnostics.push({ file: source.file, ...error.position, rule: 'json-syntax', message: error.message, pointer: '' });
      }
    }

    const routes = new Map<string, string>();
    const flowIds = new Map<string, string>();
    let notFoundPage: string | undefined;
    // The error codes of every page, by route: a target in any flow may name one (target-errors.ts).
    const errorsAt = new Map<string, ReadonlySet<string>>();
    const report = (entry: Parsed, rule: string, message: string, pointer: string, atKey = false, severity?: 'warning'): void => {
      if (!targetFiles.has(entry.source.file)) return;
      const position = atKey ? entry.located.keyAt(pointer) : entry.located.valueAt(pointer);
      if (severity === 'warning') warnings.push({ file: entry.source.file, ...position, rule, message, pointer, severity });
      else diagnostics.push({ file: entry.source.file, ...position, rule, message, pointer });
    };

    // The rest of the project owns its ids and routes first, so a named file is the one that clashes;
    // among the targets a file being added or changed comes after the others, and of one kind the
    // later by the kind's own order (a campaign's first day): the file that took a name second.
    const orderOf = (entry: Parsed) => project.kinds.find((kind) => kind.name === entry.kind)?.order?.(entry.located.value) ?? '';
    const targetsLast = (a: Parsed, b: Parsed) =>
      Number(targetFiles.has(a.source.file)) - Number(targetFiles.has(b.source.file)) ||
      Number(changed.has(a.source.file)) - Number(changed.has(b.source.file)) ||
      orderOf(a).localeCompare(orderOf(b));
    const flowEntries = parsed.filter((entry) => entry.kind === 'flow').sort(targetsLast);
    for (const entry of flowEntries) {
      const value = entry.located.value as Partial<Flow>;
      if (value && typeof value === 'object' && typeof value.id === 'string') {
        const owner = flowIds.get(value.id);
        if (owner) report(entry, 'duplicate-flow-id', `flow id "${value.id}" is used by ${owner} already`, '/id');
        else flowIds.set(value.id, entry.source.file);
      }
      for (const [route, codes] of stepErrorCodes(value ?? {})) errorsAt.set(route, codes);
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

    // The data kinds come after every flow: a route of theirs that clashes is theirs to fix. A name
    // one of them owns (a plan's slug) is one file's across every kind.
    const owners = new Map<string, string>();
    const filesOfKind = new Map<string, { file: string; value: unknown }[]>();
    for (const kind of project.kinds) {
      const entries = parsed.filter((entry) => entry.kind === kind.name).sort(targetsLast);
      filesOfKind.set(
        kind.name,
        entries.map((entry) => ({ file: entry.source.file, value: entry.located.value })),
      );
      for (const entry of entries) {
        for (const { route, pointer } of kind.routes?.(entry.located.value) ?? []) {
          const owner = routes.get(route);
          if (owner) report(entry, 'duplicate-route', kind.routeTaken?.(route, owner) ?? `route ${route} is declared by ${owner} already`, pointer);
          else routes.set(route, entry.source.file);
        }
        for (const claim of kind.claims?.(entry.located.value) ?? []) {
          const key = `${claim.space}\u0000${claim.name}`;
          const owner = owners.get(key);
          if (owner) report(entry, claim.rule, claim.message(owner), claim.pointer);
          else owners.set(key, entry.source.file);
        }
      }
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
      const kind = project.kinds.find((candidate) => candidate.name === entry.kind);
      if (kind) {
        const context = {
          file: entry.source.file,
          routes: scope.routes,
          files: filesOfKind.get(kind.name) ?? [],
          changed: changed.has(entry.source.file),
          project,
          isFact: (path: string) => isKnownFact(path, project.factsSchema, new Set()),
        };
        for (const finding of kind.check?.(value, context) ?? []) report(entry, finding.rule, finding.message, finding.pointer, finding.atKey, finding.severity);
        data.get(kind.name)?.set(entry.source.file, value);
        shaped.get(kind.name)?.set(entry.source.file, value);
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
      const semantic = [...checkFlow(flow, project), ...checkTargetErrors(flow, errorsAt, project.errorParameter)];
      if (!SCHEMA_REFERENCE.test(flow.$schema)) {
        semantic.push({ rule: 'wrong-schema-reference', message: `"$schema" must name ${project.names.flowSchema} (found "${flow.$schema}")`, pointer: '/$schema' });
      }
      for (const finding of semantic) report(entry, finding.rule, finding.message, finding.pointer, finding.atKey);
      flows.set(entry.source.file, flow);
    }

    // Only a file without any error counts as a valid flow, whichever pass found the error.
    for (const diagnostic of diagnostics) {
      flows.delete(diagnostic.file);
      for (const files of data.values()) files.delete(diagnostic.file);
    }
    const inOrder = (a: Diagnostic, b: Diagnostic) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
    diagnostics.sort(inOrder);
    warnings.sort(inOrder);
    return { diagnostics, warnings, flows, data, shaped };
  };
}

function fieldNames(flow: Flow): string[] {
  if (!flow || !Array.isArray(flow.steps)) return [];
  return flow.steps.flatMap((step) =>
    Array.isArray(step?.form?.fields) ? step.form.fields.map((field) => field?.name).filter((name): name is string => typeof name === 'string') : [],
  );
}
