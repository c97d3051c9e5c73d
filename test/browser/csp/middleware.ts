/**
 * Node side of the CSP tests, mounted by `web-test-runner.config.mjs` (a koa middleware):
 *
 * - serves the demo's HTML and the CSP fixture pages with the strict policy of `policy.ts` (never
 *   the runner's own test pages, whose inline scripts the policy would block);
 * - serves the script tag and its chunks as `npm run build` ships them under `BUNDLE_DIR` (bundle-build.ts,
 *   built on first request), for the fixture page that loads it;
 * - fails or delays the next built files whose path holds a text, when a test asks
 *   (`/__csp-bundle-fault`); each text is a fault of its own, so test files run side by side
 *   each fault only their own run's files (`/__csp-bundle/run-<id>/…`);
 * - collects the violation reports Chromium POSTs to `report-uri`, per run: a page loaded with
 *   `?csp-run=<id>` reports into bucket `<id>`, which `GET /__csp-reports?run=<id>` returns. Reports
 *   catch violations that happen before any script of the page could listen for them.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import { shippedBundle } from './bundle-build.ts';
import {
  BUNDLE_DIR,
  CSP_REPORT_PATH,
  CSP_RUN_PARAM,
  CSP_TRUSTED_TYPES_PARAM,
  contentSecurityPolicy,
  isCspPage,
} from './policy.ts';

const RUN_ID = /^[\w-]{1,64}$/;
const MAX_REPORT_BYTES = 64 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REPORT_BYTES) throw new Error('CSP report too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function cspMiddleware(): (ctx: Context, next: Next) => Promise<void> {
  const reports = new Map<string, unknown[]>();

  /**
   * `POST /__csp-bundle-fault?match=<text>&count=<n>[&delayMs=<ms>][&syntax=1]`: the next n built
   * files whose path holds the text fail, or with `delayMs` are answered that much later, or with
   * `syntax` are answered with code the browser cannot parse (as an older browser meets the
   * shipped syntax); `count=0` takes the fault of that text away. Faults of other texts stay.
   */
  const faults = new Map<string, { count: number; delayMs: number; syntax: boolean }>();

  return async (ctx, next) => {
    if (ctx.path === '/__csp-bundle-fault') {
      const match = String(ctx.query.match);
      const count = Number(ctx.query.count ?? 1);
      if (count > 0)
        faults.set(match, {
          count,
          delayMs: Number(ctx.query.delayMs ?? 0),
          syntax: ctx.query.syntax === '1',
        });
      else faults.delete(match);
      ctx.status = 204;
      return;
    }
    if (ctx.path.startsWith(BUNDLE_DIR)) {
      const match = [...faults.keys()].find((text) => ctx.path.includes(text));
      const fault = match === undefined ? undefined : faults.get(match)!;
      if (fault) {
        fault.count -= 1;
        if (fault.count <= 0) faults.delete(match!);
      }
      if (fault?.delayMs) {
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      } else if (fault?.syntax) {
        ctx.respond = false;
        ctx.res.writeHead(200, { 'Cache-Control': 'no-store', 'Content-Type': 'text/javascript' });
        ctx.res.end('export const unparsed = ;');
        return;
      } else if (fault) {
        // Written here, not through koa: the runner marks every file answer cacheable for a year
        // after this middleware returns, and Chromium then answered each later request for the
        // file with this 503 from its cache, so a fault of count 1 failed the file for good.
        ctx.respond = false;
        ctx.res.writeHead(503, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' });
        ctx.res.end('injected fault');
        return;
      }
      // `/__csp-bundle/run-<id>/…` serves the same files under a path of their own: a page whose
      // browser already holds the bundle's modules loads them anew.
      const file = ctx.path.slice(BUNDLE_DIR.length).replace(/^run-[\w-]+\//, '');
      const code = (await shippedBundle()).get(file);
      if (code === undefined) ctx.throw(404, 'not a built file');
      ctx.type = 'text/javascript';
      ctx.body = code;
      return;
    }
    if (ctx.path === CSP_REPORT_PATH) {
      const run = String(ctx.query.run ?? 'default');
      if (!RUN_ID.test(run)) ctx.throw(400, 'bad run id');
      if (ctx.method === 'POST') {
        // `application/csp-report`: {"csp-report": {...}}.
        const body = JSON.parse(await readBody(ctx.req)) as { 'csp-report'?: unknown };
        reports.set(run, [...(reports.get(run) ?? []), body['csp-report'] ?? body]);
        ctx.status = 204;
      } else {
        ctx.body = reports.get(run) ?? [];
      }
      return;
    }

    await next();
    if (!isCspPage(ctx.path)) return;
    const run = String(ctx.query[CSP_RUN_PARAM] ?? 'default');
    ctx.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        trustedTypes: ctx.query[CSP_TRUSTED_TYPES_PARAM] !== undefined,
        reportUri: `${CSP_REPORT_PATH}?run=${RUN_ID.test(run) ? run : 'default'}`,
      }),
    );
  };
}
