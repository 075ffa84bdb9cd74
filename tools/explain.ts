/**
 * npm run explain -- --flow ID | --offer ID [--start STEP] [--user EMAIL] [--facts FILE] [--answers FILE] [--outcomes FILE] [--results FILE] [--at DATE] [--json] [--save-case NAME]
 *
 * Why a visitor goes the way they go through a flow: the flow run by the journey runtime itself
 * (engine/runtime/explain.ts), services stubbed (success unless --outcomes names another), with
 * the visitor's facts and answers. Each step of the flow says whether it was shown, skipped (which
 * skip condition held), held back by a guard (its logged reason) or not reached; then where the
 * journey ends. --at asks the feature flags of that day as the sandbox answers them. --user takes
 * a demo user's facts as the site loads them, from a sandbox started for the purpose (seeded, its
 * clock at --at). The plan of the address (--offer's, or the :plan of --facts' params) is what that
 * sandbox answers at --at, unless --results or --outcomes give one. --offer ID opens a partner offer's
 * landing page.
 * --save-case appends the path as a journey case to the flow's "tests".
 */
import { readFileSync } from 'node:fs';
import type { FactsInput } from 'journey-engine';
import type { Console } from 'journey-engine/cli';
import { formatDiagnostic } from 'journey-engine/validate';
import { asksSandbox, explainRun, fromOfferLink, saveCase, unknownOperations, withSandboxFacts, type ExplainInput } from '../studio/explain.ts';
import { startLocalSandbox } from '../sandbox/local.ts';
import { loadStudioProject } from '../studio/project.ts';
import { sitePartners, visitorGets } from '../studio/visitor-gets.ts';
import { explanationJson, explanationLines } from '../studio/explain-words.ts';
import { readOptions, refuse, runAsScript, runCommand } from './command-line.ts';

const HELP = `npm run explain -- --flow ID | --offer ID [opties]

  --flow ID          de reis (flows/**/*.flow.json, zijn "id")
  --offer ID         de landingspagina van een partneraanbieding (flows/partners/ID.offer.json):
                     de reis partner, met het plan van het aanbod zoals de sandbox het geeft
  --start STAP       de stap waarvan de bezoeker het adres opent (met de params en query uit
                     --facts, bijv. {"params": {"plan": "ah-12-maanden"}}); zonder: het adres
                     van de reis zelf
  --user E-MAIL      een demogebruiker van de sandbox (README): zijn facts zoals de site ze laadt
                     na het inloggen; --facts komt daar bovenop
  --facts FILE       wat bekend is van de bezoeker (JSON, zoals "facts" van een journey case:
                     user, profile, flags, experiments, query, params …)
  --answers FILE     de antwoorden die de bezoeker geeft (JSON, per veldnaam)
  --outcomes FILE    het antwoord per service-operatie (JSON, bijv. {"identity.register": "error"});
                     zonder: success
  --results FILE     wat een service-operatie antwoordt (JSON per operatie, bijv. het plan van een
                     slug: {"subscription.plan": {...}}), zoals "results" van een journey case;
                     zonder: het plan van het adres zoals de sandbox het op --at geeft
  --at DATUM         de dag (YYYY-MM-DD, of een ISO-tijdstip): de feature flags van die dag, zoals
                     de sandbox ze geeft (isBlackFriday …); flags in --facts gaan voor
  --json             elke stap van de reis als {"step","route","outcome","because"}, dan het einde
  --save-case NAAM   voegt dit pad als journey case toe aan de "tests" van de reis
  --help             deze uitleg`;

/** A demo user's facts and the address's plan from a sandbox of its own, seeded, gone again once they are read; no sandbox when neither is asked. */
async function fromSandbox(input: ExplainInput): Promise<ExplainInput> {
  if (!asksSandbox(input)) return input;
  const sandbox = await startLocalSandbox({});
  try {
    return await withSandboxFacts(input, sandbox.url);
  } finally {
    await sandbox.close();
  }
}

function readJsonFile<T>(file: string | undefined): T | undefined {
  if (file === undefined) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    refuse(`${file} is geen JSON-bestand dat te lezen is: ${(error as Error).message}`);
  }
}

/** Explains the path the command line asks for; the exit status. */
export async function main(argv: readonly string[], console: Console = globalThis.console): Promise<number> {
  return runCommand(console, async () => {
    const { values } = readOptions(argv, HELP, {
      flow: { type: 'string' },
      offer: { type: 'string' },
      start: { type: 'string' },
      user: { type: 'string' },
      facts: { type: 'string' },
      answers: { type: 'string' },
      outcomes: { type: 'string' },
      results: { type: 'string' },
      at: { type: 'string' },
      json: { type: 'boolean' },
      'save-case': { type: 'string' },
    });
    if (!values.flow && !values.offer) refuse(`Noem een reis (--flow) of een aanbod (--offer).\n\n${HELP}`);

    const project = loadStudioProject();
    const facts = readJsonFile<FactsInput>(values.facts);
    const written: Omit<ExplainInput, 'flow'> = {
      start: values.start,
      user: values.user,
      facts,
      answers: readJsonFile<Record<string, unknown>>(values.answers),
      outcomes: readJsonFile<Record<string, string>>(values.outcomes),
      results: readJsonFile<Record<string, unknown>>(values.results),
      at: values.at,
    };
    let given: ExplainInput;
    try {
      given = values.offer === undefined ? { ...written, flow: values.flow ?? '' } : fromOfferLink(project, values.offer, written);
    } catch (error) {
      refuse((error as Error).message);
    }
    const errors = project.result.diagnostics.filter((diagnostic) => project.flows.get(given.flow)?.file === diagnostic.file);
    if (errors.length > 0) refuse(errors.map(formatDiagnostic).join('\n'));
    const unknown = unknownOperations(given);
    if (unknown.length > 0) refuse(`Geen service-operatie: ${unknown.join(', ')}. De namen staan in services/operations (bijv. subscription.plan).`);
    const input = await fromSandbox(given).catch((error: unknown) =>
      // Such as a demo user who cannot log in (a blocked account): said, not thrown.
      refuse(error instanceof Error ? error.message : String(error)),
    );
    const explanation = await explainRun(project, input);
    // An offer's or promotion's plan as the sandbox quoted this visitor: what they agree to and what happens to what they have.
    const gets = visitorGets(input, sitePartners(project));

    if (values.json) console.log(JSON.stringify({ ...explanationJson(explanation), ...(gets ? { visitorGets: gets } : {}) }, null, 2));
    else {
      for (const line of explanationLines(explanation)) console.log(line);
      if (gets) {
        console.log('\nWat deze bezoeker afsluit (zoals de activatiepagina het zegt):');
        for (const row of gets.rows) console.log(`  ${row.label}: ${row.text.replace(/\u00a0/g, ' ')}`);
        for (const sentence of gets.sentences) console.log(`  ${sentence}`);
      }
    }

    const caseName = values['save-case'];
    if (caseName !== undefined) {
      const file = await saveCase(project, input, explanation, caseName);
      console.error(`journey case "${caseName}" toegevoegd aan ${file}`);
    }
    return 0;
  });
}

await runAsScript(import.meta.url, main);
