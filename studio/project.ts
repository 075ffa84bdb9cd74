/**
 * The project as the studio and its command-line tools read it: every file under flows/ through the
 * engine's own validator (files with errors are reported, the rest still shown), each flow compiled
 * as the build compiles it, and the facts a new visitor starts from, as the build gives the site.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { compileFlow, type FlowContext, outlineOf, type FlowOutline } from 'journey-engine';
import type { CompiledFlow, Facts, Flow } from 'journey-engine';
import type { SourceFile, ValidationProject } from 'journey-engine/validate';
import { createValidator, type ValidationResult } from 'journey-engine/validate';
import { flowContext, flowSources, FLOWS_DIR, loadValidationProject, offerCollections, offersOf, siteFactsOf } from '../tools/project.ts';

export interface StudioProject {
  flowsDir: string;
  /** Where a file the project names is on disk: files are named from the flows folder's parent (flows/registration/…), wherever that folder is. */
  pathOf(file: string): string;
  sources: SourceFile[];
  /** What the project's files are checked against (its kinds, routes, public files), for a draft the studio checks. */
  validation: ValidationProject;
  result: ValidationResult;
  /** The flows that passed validation, by id. */
  flows: Map<string, { flow: Flow; file: string }>;
  context: FlowContext;
  /** The facts every visitor starts from, as the build gives the site (vite-plugin-flows). */
  siteFacts: Facts;
}

export function loadStudioProject(flowsDir = FLOWS_DIR): StudioProject {
  const base = dirname(flowsDir);
  const sources = flowSources(flowsDir).map((source) => ({ ...source, file: relative(base, resolve(source.file)) }));
  const validation = loadValidationProject(flowsDir);
  const result = createValidator(validation)(sources);
  const offers = offersOf(result);
  return {
    flowsDir,
    pathOf: (file) => join(base, file),
    sources,
    validation,
    result,
    flows: new Map([...result.flows].map(([file, flow]) => [flow.id, { flow, file }])),
    context: flowContext(flowsDir),
    siteFacts: siteFactsOf(offers.values()),
  };
}

/** A flow compiled as the build does, at the routes of its outline (the offer files' routes included). */
export function compiledFlowOf(project: StudioProject, id: string): { flow: CompiledFlow; outline: FlowOutline } {
  const found = project.flows.get(id);
  if (!found) throw new Error(`no valid flow "${id}": ${[...project.flows.keys()].sort().join(', ')}`);
  return { flow: compileFlow(found.flow, project.context), outline: outlineOf(found.flow, offerCollections(offersOf(project.result))) };
}
