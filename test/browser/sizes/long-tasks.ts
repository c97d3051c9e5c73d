/**
 * Long tasks of this page (a `longtask` PerformanceObserver), and the check of the size tests that
 * an oversized answer froze nothing: no task of 200 ms or more while a scenario ran, on a busy
 * machine scaled by how long the browser's own JSON.parse of the answer took.
 */
import { expect } from '@open-wc/testing';

export const LONGEST_TASK_MS = 200;

/** How many times a scenario may run before its longest task counts against it. */
export const ATTEMPTS = 3;

/** Every long task (over 50 ms) of this page since the last `forgetLongTasks()`. */
const longTasks: PerformanceEntry[] = [];
const observer = new PerformanceObserver((entries) => longTasks.push(...entries.getEntries()));
observer.observe({ type: 'longtask' });

export function forgetLongTasks(): void {
  longTasks.length = 0;
}

export function longestTask(): number {
  // Those of the last moments too, which the observer has not been told of yet.
  longTasks.push(...observer.takeRecords());
  return Math.max(0, ...longTasks.map((task) => task.duration));
}

/**
 * The budget for the longest task after an answer whose text is `text`: 200 ms on a quiet
 * machine. The browser's own `JSON.parse` of the answer is one task that cannot be split (20 to
 * 30 ms for 10 MB on a quiet machine); when it takes over 33 ms the machine is busy, every task
 * of the page is slowed alike and scheduling is uneven (measured on a 2-core machine at load
 * average 20: parse 80 to 190 ms, longest task up to 5.6 times that), so the budget is six times
 * that parse. An answer rendered whole (1,200 cards) still takes seconds.
 */
export async function parseBudget(text: string): Promise<{ parse: number; budget: number }> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const start = performance.now();
  JSON.parse(text);
  const parse = performance.now() - start;
  return { parse: Math.round(parse), budget: Math.max(LONGEST_TASK_MS, 6 * parse) };
}

/**
 * Runs `scenario` (it mounts, waits for its answer and asserts what it shows) and asserts that
 * no task of the page took `budget()` or more meanwhile. Another test file's page on the same
 * machine can stall this one for a moment (204 and 228 ms for a 200 ms budget in CI, with
 * JSON.parse timed at 22 ms just after), so the scenario runs again, from a fresh mount
 * (`fresh`), up to `ATTEMPTS` times, and the best of them counts: a task that is long by itself
 * (an answer rendered whole, 1,200 cards) is long every time.
 */
export async function expectNoLongTask(
  budget: () => Promise<{ parse: number; budget: number }>,
  fresh: () => void,
  scenario: () => Promise<void>,
): Promise<void> {
  const seen: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    fresh();
    forgetLongTasks();
    await scenario();
    const longest = longestTask();
    const allowed = await budget();
    if (longest < allowed.budget) return;
    seen.push(
      `${Math.round(longest)} ms (JSON.parse alone: ${allowed.parse} ms, budget ${allowed.budget} ms)`,
    );
  }
  expect.fail(`a long task in each of ${ATTEMPTS} runs: ${seen.join('; ')}`);
}
