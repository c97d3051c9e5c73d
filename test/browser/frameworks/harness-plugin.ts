/**
 * The web-test-runner plugin of the framework and memory tests (one entry in
 * web-test-runner.config.mjs):
 *
 * - React as ES modules. `react` and `react-dom` ship CommonJS only, which the dev server does not
 *   convert: bare imports of them resolve to `/__frameworks/*.js`, modules with named exports over
 *   one esbuild bundle of both (one React instance for react-dom and the wrappers).
 * - Heap commands through the Chrome DevTools Protocol of the test's own page:
 *   `executeServerCommand('heap-counts', { prototypes: ['SfProductCard', …] })` collects garbage
 *   (twice, `HeapProfiler.collectGarbage`) and answers `Memory.getDOMCounters` (documents, nodes,
 *   JS event listeners, counted over the renderer process, which may serve other test pages), the
 *   number of detached DOM nodes (`DOM.getDetachedDomNodes`) and, for this page's `Document` and
 *   each name, the live objects whose prototype chain holds `window[name].prototype`
 *   (`Runtime.queryObjects`, which sees this page's realm only).
 */
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import type { TestRunnerPlugin } from '@web/test-runner';
import type { CDPSession } from 'puppeteer-core';
import { cdpSessions, type Session } from '../plugin-cdp.ts';

const require = createRequire(import.meta.url);

const MODULES: Record<string, { path: string; name: 'React' | 'ReactDOM' | 'ReactDOMClient' }> = {
  react: { path: '/__frameworks/react.js', name: 'React' },
  'react-dom': { path: '/__frameworks/react-dom.js', name: 'ReactDOM' },
  'react-dom/client': { path: '/__frameworks/react-dom-client.js', name: 'ReactDOMClient' },
};
const VENDOR_PATH = '/__frameworks/react-vendor.js';

let vendor: Promise<string> | undefined;

/** One ES module holding React, react-dom and react-dom/client (built once per run). */
function vendorBundle(): Promise<string> {
  vendor ??= build({
    stdin: {
      contents: [
        "export * as React from 'react';",
        "export * as ReactDOM from 'react-dom';",
        "export * as ReactDOMClient from 'react-dom/client';",
      ].join('\n'),
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"development"' },
  }).then((result) => result.outputFiles[0]!.text);
  return vendor;
}

/** A module re-exporting one package of the bundle with its named exports (and a default). */
function facade(specifier: string): string {
  const { name } = MODULES[specifier]!;
  const names = Object.keys(require(specifier) as object).filter(
    (key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key),
  );
  return [
    `import { ${name} } from '${VENDOR_PATH}';`,
    `export default ${name};`,
    `export const { ${names.join(', ')} } = ${name};`,
  ].join('\n');
}

interface HeapCountsPayload {
  /** Global constructor names whose live instances to count, e.g. `SfProductCard`. */
  prototypes?: string[];
}

export interface HeapCounts {
  /** Every document of the renderer process, the other test pages it serves among them. */
  documents: number;
  /** The documents of this page's window that script can reach (`Document.prototype` of its realm). */
  pageDocuments: number;
  nodes: number;
  jsEventListeners: number;
  detachedNodes: number;
  instances: Record<string, number>;
}

/** The live objects of the test's page whose prototype chain holds the value of `prototype`. */
async function liveObjects(client: CDPSession, prototype: string): Promise<number> {
  const { result } = await client.send('Runtime.evaluate', { expression: prototype });
  const { objects } = await client.send('Runtime.queryObjects', {
    prototypeObjectId: result.objectId!,
    objectGroup: 'heap-counts',
  });
  const { result: count } = await client.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await client.send('Runtime.releaseObjectGroup', { objectGroup: 'heap-counts' });
  return count.value as number;
}

async function heapCounts(client: CDPSession, payload: HeapCountsPayload): Promise<HeapCounts> {
  await client.send('HeapProfiler.enable');
  // Twice: the first collection may only run finalizers that free more on the second.
  await client.send('HeapProfiler.collectGarbage');
  await client.send('HeapProfiler.collectGarbage');
  const counters = await client.send('Memory.getDOMCounters');
  const { detachedNodes } = await client.send('DOM.getDetachedDomNodes');
  const instances: Record<string, number> = {};
  for (const name of payload.prototypes ?? []) {
    instances[name] = await liveObjects(client, `window[${JSON.stringify(name)}].prototype`);
  }
  return {
    documents: counters.documents,
    pageDocuments: await liveObjects(client, 'Document.prototype'),
    nodes: counters.nodes,
    jsEventListeners: counters.jsEventListeners,
    detachedNodes: detachedNodes.length,
    instances,
  };
}

export function frameworksHarnessPlugin(): TestRunnerPlugin {
  const cdpOf = cdpSessions();
  return {
    name: 'frameworks-harness',
    resolveImport({ source }) {
      return MODULES[source]?.path;
    },
    async serve(context) {
      if (context.path === VENDOR_PATH) return { body: await vendorBundle(), type: 'js' };
      const specifier = Object.keys(MODULES).find((key) => MODULES[key]!.path === context.path);
      return specifier ? { body: facade(specifier), type: 'js' } : undefined;
    },
    async executeCommand({ command, payload, session }) {
      if (command !== 'heap-counts') return undefined;
      const cdp = await cdpOf(session as unknown as Session);
      return heapCounts(cdp, (payload ?? {}) as HeapCountsPayload);
    },
  };
}
