/**
 * Writes the fault grid (fault-battery.spec.ts) into docs/reliability.md: where each operation's
 * page ended with each fault, as the browser found it. Only a run in which every cell of the grid
 * ran and passed writes it, between the markers; a run of some tests leaves the docs as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Cell {
  operation: string;
  call: string;
  start: string;
  fault: string;
  end: string;
  /** The grid's faults, in its order: the table's columns. */
  faults: string[];
  /** How many cells the whole grid has. */
  of: number;
}

const DOC = new URL('../../docs/reliability.md', import.meta.url);
const BEGIN = '<!-- fault-grid:begin -->';
const END = '<!-- fault-grid:end -->';

export default class FaultGridReporter implements Reporter {
  private readonly cells: Cell[] = [];
  private failed = false;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!test.location.file.endsWith('fault-battery.spec.ts')) return;
    // A test records a cell, or a column of cells tried side by side.
    const notes = result.annotations.filter((annotation) => annotation.type === 'fault-grid' && annotation.description);
    if (result.status !== 'passed' || notes.length === 0) this.failed = true;
    else this.cells.push(...notes.map((note) => JSON.parse(note.description as string) as Cell));
  }

  onEnd(): void {
    const size = this.cells[0]?.of;
    if (this.failed || size === undefined || this.cells.length !== size) return;
    const text = readFileSync(DOC, 'utf8');
    const begin = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    if (begin < 0 || end < begin) throw new Error(`docs/reliability.md has no ${BEGIN} … ${END} for the fault grid`);
    writeFileSync(DOC, `${text.slice(0, begin + BEGIN.length)}\n${table(this.cells)}\n${text.slice(end)}`);
  }
}

/** One row per operation and page, one column per fault, in the order the grid tried them. */
function table(cells: readonly Cell[]): string {
  const faults = cells[0]?.faults ?? [];
  const rows = [...new Set(cells.map((cell) => `${cell.operation}\u0000${cell.call}\u0000${cell.start}`))].sort();
  const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;
  return [
    `| operation (call) | page | ${faults.join(' | ')} |`,
    `| --- | --- | ${faults.map(() => '---').join(' | ')} |`,
    ...rows.map((key) => {
      const [operation, call, start] = key.split('\u0000') as [string, string, string];
      const ends = faults.map((fault) => cells.find((cell) => cell.operation === operation && cell.start === start && cell.fault === fault)?.end ?? '');
      return `| ${code(operation)} (${code(call)}) | ${code(start)} | ${ends.map(code).join(' | ')} |`;
    }),
  ].join('\n');
}
