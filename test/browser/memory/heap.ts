/**
 * Heap measurements for the memory tests, through the `heap-counts` server command
 * (test/browser/frameworks/harness-plugin.ts): garbage is collected first, then Chromium's DOM
 * counters, the detached DOM nodes and the live instances of the named classes are read.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { HeapCounts } from '../frameworks/harness-plugin.ts';

export type { HeapCounts };

/** Counts after a full garbage collection; `classes` are exposed on `window` for the count. */
export async function heapCounts(classes: Record<string, abstract new () => object>) {
  Object.assign(window, classes);
  // Let pending microtasks, frames and observer callbacks run and drop what they hold.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  return (await executeServerCommand('heap-counts', {
    prototypes: Object.keys(classes),
  })) as HeapCounts;
}

/** One line per measurement in the browser log, for the report. */
export function print(label: string, counts: HeapCounts): void {
  const instances = Object.entries(counts.instances)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  console.log(
    `[memory] ${label}: documents ${counts.documents}, nodes ${counts.nodes}, ` +
      `jsEventListeners ${counts.jsEventListeners}, detached nodes ${counts.detachedNodes}, ${instances}`,
  );
}
