/**
 * Repeats, after the run's summary, why each failed test failed: CI keeps only the end of a run's
 * output, and the line reporter prints a failure's error where it happened, far above that end.
 */
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const LINES_PER_FAILURE = 12;

export default class FailureDigestReporter implements Reporter {
  private readonly failures: string[] = [];

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const where = `${inTests(test.location.file)}:${test.location.line}`;
    for (const error of result.errors) {
      const at = error.location ? ` at ${inTests(error.location.file)}:${error.location.line}` : '';
      // Colours are escape codes in a log; the first lines say what was expected and what was found.
      const lines = stripVTControlCharacters(error.message ?? error.value ?? '')
        .split('\n')
        .slice(0, LINES_PER_FAILURE);
      this.failures.push([`✘ ${where} › ${test.title} (${result.status} after ${result.duration} ms${at})`, ...lines.map((line) => `    ${line}`)].join('\n'));
    }
  }

  onEnd(): void {
    if (this.failures.length > 0) console.log(`\nWhy the failed tests failed:\n${this.failures.join('\n')}`);
  }
}

/** A test's file as the repository names it, not the machine. */
function inTests(file: string): string {
  return file.replace(/^.*\/tests\//, 'tests/');
}
