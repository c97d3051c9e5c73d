// A node:test reporter that counts leaf tests for the closing line of `npm test` (see
// scripts/test.mjs). A file that fails to load is reported by node as a failing test of its own.
// Each failure carries the first line of its error: CI keeps only the tail of the log.
import { reason } from './wtr-count-reporter.mjs';

function failure(data) {
  const error = data.details?.error;
  const why = reason(error?.cause ?? error);
  return why
    ? `${data.file ?? ''}: ${data.name}\n      ${why}`
    : `${data.file ?? ''}: ${data.name}`;
}

export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, failures: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details?.type === 'suite') {
      // A suite fails on its own only when a hook or its body threw: count that once.
      if (event.type === 'test:fail' && data.details?.error?.failureType !== 'subtestsFailed') {
        counts.failed += 1;
        counts.failures.push(failure(data));
      }
      continue;
    }
    if (data.skip || data.todo) {
      counts.failed += 1;
      counts.failures.push(`${data.name} (skipped)`);
    } else if (event.type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push(failure(data));
    }
  }
  yield JSON.stringify(counts);
}
