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
  // `slowest`: the files whose top-level tests took longest (where CI's time goes).
  const counts = { passed: 0, failed: 0, failures: [], slowest: [] };
  const fileTimes = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.nesting === 0 && data.file)
      fileTimes.set(data.file, (fileTimes.get(data.file) ?? 0) + (data.details?.duration_ms ?? 0));
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
  counts.slowest = [...fileTimes]
    .map(([file, ms]) => ({ file, ms: Math.round(ms) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  yield JSON.stringify(counts);
}
