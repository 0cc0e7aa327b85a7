// The lines `npm test` ends with, from vitest's JSON report. `.ci/run` greps the last one
// (`^tests: N passed, N failed`), so anything new goes after those two numbers or on a line
// of its own before it.

export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** `report` undefined: vitest wrote none (it crashed), which counts as one failure. */
export function countTests(report: VitestJsonReport | undefined, buildFailed: number): TestCounts {
  if (!report) return { passed: 0, failed: buildFailed + 1, skipped: 0 };
  // A file that failed before running any test (import error, failing beforeAll) has no
  // failed tests of its own; count it once so it can never pass unnoticed.
  const failedFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed')).length;
  return {
    passed: report.numPassedTests,
    failed: buildFailed + report.numFailedTests + failedFiles,
    // Skipped (it.skip, skipIf, a skipped describe) and todo tests: neither ran.
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

export function summaryLines({ passed, failed, skipped }: TestCounts): string[] {
  return [`skipped: ${skipped} ${skipped === 1 ? 'test' : 'tests'} did not run`, `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`];
}
