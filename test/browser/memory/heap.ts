/**
 * Heap measurements for the memory tests, through the `heap-counts` server command
 * (test/browser/frameworks/harness-plugin.ts): garbage is collected first, then Chromium's DOM
 * counters, the detached DOM nodes and the live instances of the named classes are read.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { HeapCounts } from '../frameworks/harness-plugin.ts';

export type { HeapCounts };

/**
 * Nodes and listeners the harness itself may allocate between two measurements. `documents` is
 * counted over the renderer process: the test page of another file run beside this one may open
 * there meanwhile (11 after 10 was seen in CI, with this file's own documents unchanged).
 */
export const TOLERANCE = { nodes: 50, jsEventListeners: 10, detachedNodes: 5, documents: 2 };

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
    `[memory] ${label}: documents ${counts.documents} (${counts.pageDocuments} of this page), nodes ${counts.nodes}, ` +
      `jsEventListeners ${counts.jsEventListeners}, detached nodes ${counts.detachedNodes}, ${instances}`,
  );
}

/** The counters are back at `before` (within `TOLERANCE`), and so are the `live` instances. */
export function expectBackAtBaseline(
  before: HeapCounts,
  after: HeapCounts,
  live: readonly string[],
): void {
  expect(after.nodes - before.nodes, 'DOM nodes').to.be.at.most(TOLERANCE.nodes);
  expect(after.jsEventListeners - before.jsEventListeners, 'JS event listeners').to.be.at.most(
    TOLERANCE.jsEventListeners,
  );
  expect(after.detachedNodes - before.detachedNodes, 'detached nodes').to.be.at.most(
    TOLERANCE.detachedNodes,
  );
  expect(after.documents - before.documents, 'documents').to.be.at.most(TOLERANCE.documents);
  // Not more, exactly: these are this page's alone (fewer is no leak).
  expect(after.pageDocuments, "this page's documents").to.be.at.most(before.pageDocuments);
  for (const name of live) {
    expect(after.instances[name], `live ${name}`).to.equal(before.instances[name]);
  }
}

/**
 * Records what every `ResizeObserver` of the page observes (a subclass in its place, installed
 * before any element observes): `watching()` counts the elements observed, `watchingRemoved()`
 * those of them no longer in the document. Only weak references are kept, so the watch holds nothing alive.
 */
export function watchResizeObservers(): { watching(): number; watchingRemoved(): number } {
  const observed = new Set<WeakRef<Element>>();
  const targets = new WeakMap<ResizeObserver, Set<WeakRef<Element>>>();
  const Native = window.ResizeObserver;
  const forget = (observer: ResizeObserver, target?: Element) => {
    for (const ref of targets.get(observer) ?? []) {
      if (target && ref.deref() !== target) continue;
      observed.delete(ref);
      targets.get(observer)!.delete(ref);
    }
  };
  window.ResizeObserver = class extends Native {
    override observe(target: Element, options?: ResizeObserverOptions): void {
      const ref = new WeakRef(target);
      observed.add(ref);
      if (!targets.has(this)) targets.set(this, new Set());
      targets.get(this)!.add(ref);
      super.observe(target, options);
    }
    override unobserve(target: Element): void {
      forget(this, target);
      super.unobserve(target);
    }
    override disconnect(): void {
      forget(this);
      super.disconnect();
    }
  };
  const live = () =>
    [...observed].map((ref) => ref.deref()).filter((target): target is Element => !!target);
  return {
    watching: () => live().length,
    watchingRemoved: () => live().filter((target) => !target.isConnected).length,
  };
}
