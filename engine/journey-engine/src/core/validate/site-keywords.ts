/** The checks of a site's own keywords (core/keyword.ts), each run at every place a flow writes its keyword. */
import type { DslKeyword } from '../keyword.ts';
import type { Flow, Step } from '../types.ts';
import type { Finding } from './finding.ts';

export function checkSiteKeywords(flow: Flow, keywords: readonly DslKeyword<never>[]): Finding[] {
  const findings: Finding[] = [];
  const written = (on: object | undefined, keyword: string): unknown => (on as Record<string, unknown> | undefined)?.[keyword];
  for (const keyword of keywords) {
    const { check } = keyword;
    if (!check) continue;
    const checkAt = (value: unknown, pointer: string, step?: Step) => {
      if (value === undefined) return;
      for (const finding of check(value as never, { flow, step })) findings.push({ rule: finding.rule, message: finding.message, pointer: `${pointer}${finding.pointer ?? ''}` });
    };
    if (keyword.on === 'flow') checkAt(written(flow, keyword.keyword), `/${keyword.keyword}`);
    else
      flow.steps.forEach((step, index) =>
        keyword.on === 'step'
          ? checkAt(written(step, keyword.keyword), `/steps/${index}/${keyword.keyword}`, step as Step)
          : checkAt(written(step.tracking, keyword.keyword), `/steps/${index}/tracking/${keyword.keyword}`, step as Step),
      );
  }
  return findings;
}
