// A web-test-runner reporter that counts results for the closing line of `npm test`. The runner's
// own summary is drawn with terminal control codes, so it writes plain counts to a JSON file that
// scripts/test.mjs reads. A test file that fails to load counts as one failed test; a skipped test
// counts as failed too, because a skipped case is a defect in this project.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The first line of why a test failed, short: CI keeps only the tail of the log. */
export function reason(error) {
  const text = String(error?.message ?? error ?? '')
    .split('\n')[0]
    .trim();
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function failure(name, error) {
  const why = reason(error);
  return why ? `${name}\n      ${why}` : name;
}

/** The time a suite's tests took, in ms (the runner's own `duration` of each test). */
function suiteTime(suite) {
  let ms = 0;
  for (const test of suite.tests ?? []) ms += test.duration ?? 0;
  for (const child of suite.suites ?? []) ms += suiteTime(child);
  return ms;
}

function countSuite(suite, counts, prefix) {
  for (const test of suite.tests ?? []) {
    const name = `${prefix}${test.name}`;
    if (test.skipped) {
      counts.failed += 1;
      counts.failures.push(`${name} (skipped)`);
    } else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push(failure(name, test.error));
    }
  }
  for (const child of suite.suites ?? []) countSuite(child, counts, `${prefix}${child.name} > `);
}

export function countReporter({ outFile }) {
  return {
    onTestRunFinished({ sessions }) {
      // `slowest`: the files whose tests took longest, for the closing summary (where CI's time
      // goes).
      const counts = { passed: 0, failed: 0, failures: [], slowest: [] };
      for (const session of sessions) {
        if (session.testResults)
          counts.slowest.push({
            file: session.testFile,
            ms: Math.round(suiteTime(session.testResults)),
          });
        const before = counts.passed + counts.failed;
        if (session.testResults) countSuite(session.testResults, counts, `${session.testFile}: `);
        const loadFailed = (session.errors ?? []).length > 0 || session.status !== 'FINISHED';
        const counted = counts.passed + counts.failed - before;
        if (loadFailed || (!session.passed && counted === 0) || counted === 0) {
          counts.failed += 1;
          counts.failures.push(
            `${session.testFile}: did not run (${session.errors?.[0]?.message ?? 'no tests'})`,
          );
        }
      }
      counts.slowest = counts.slowest.sort((a, b) => b.ms - a.ms).slice(0, 8);
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, JSON.stringify(counts, null, 2));
    },
  };
}
