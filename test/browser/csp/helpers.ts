import { sendMouse } from '@web/test-runner-commands';
/**
 * Loading a page under the strict CSP in an iframe and reading every violation it causes: the
 * `report-uri` reports the server collected for the page's run (these include violations from
 * before any script could listen) and the `securitypolicyviolation` events of the frame's document
 * from its load on (these arrive at once, while the test interacts).
 */
import { CSP_REPORT_PATH, CSP_RUN_PARAM, CSP_TRUSTED_TYPES_PARAM } from './policy.ts';

export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

export interface CspFrame {
  iframe: HTMLIFrameElement;
  document: Document;
  /** The `Content-Security-Policy` header the page was served with. */
  policy: string;
  /** Every violation so far, reported or observed, after the reports had time to arrive. */
  violations(): Promise<Violation[]>;
}

/** Every element below `root`, through open shadow roots. */
function* deepElements(root: Document | ShadowRoot): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

export function deepQueryAll(root: Document, selector: string): Element[] {
  return [...deepElements(root)].filter((element) => element.matches(selector));
}

export async function until(
  predicate: () => unknown,
  what: string,
  timeout = 15000,
): Promise<void> {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface CspReport {
  'effective-directive'?: string;
  'violated-directive'?: string;
  'blocked-uri'?: string;
  'source-file'?: string;
  'line-number'?: number;
  'script-sample'?: string;
}

function fromReport(report: CspReport): Violation {
  return {
    directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
    blocked: report['blocked-uri'] ?? '',
    source: `${report['source-file'] ?? ''}:${report['line-number'] ?? ''}`,
    sample: report['script-sample'] ?? '',
  };
}

function fromEvent(event: SecurityPolicyViolationEvent): Violation {
  return {
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    source: `${event.sourceFile}:${event.lineNumber}`,
    sample: event.sample,
  };
}

/** One line per violation, for assertion messages. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`)
    .join('\n');
}

/** A violation seen both as a report and as an event counts once. */
function unique(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((violation) => {
    const key = JSON.stringify(violation);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

let runs = 0;

/** Loads `path` (same origin) in an iframe with the strict policy, reporting into a fresh run. */
export async function loadUnderCsp(path: string, { trustedTypes = false } = {}): Promise<CspFrame> {
  const run = `run-${Date.now().toString(36)}-${(runs += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(path, location.origin);
  url.searchParams.set(CSP_RUN_PARAM, run);
  if (trustedTypes) url.searchParams.set(CSP_TRUSTED_TYPES_PARAM, '');

  const iframe = document.createElement('iframe');
  iframe.title = path;
  iframe.style.cssText = 'width: 1280px; height: 1400px; border: 0;';
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  iframe.src = url.href;
  document.body.append(iframe);
  await loaded;

  const frameDocument = iframe.contentDocument!;
  const observed: Violation[] = [];
  frameDocument.addEventListener('securitypolicyviolation', (event) =>
    observed.push(fromEvent(event)),
  );
  // The same URL again, to read the header it was served with (the frame's own response is not
  // visible to script).
  const policy = (await fetch(url)).headers.get('content-security-policy');

  return {
    iframe,
    document: frameDocument,
    policy: policy ?? '',
    async violations() {
      // Chromium sends `report-uri` reports from the network process shortly after the violation.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await fetch(`${CSP_REPORT_PATH}?run=${run}`);
      const reports = (await response.json()) as CspReport[];
      return unique([...reports.map(fromReport), ...observed]);
    },
  };
}

export async function rendered(frame: CspFrame, page: string, selector: string, count: number) {
  await until(
    () => deepQueryAll(frame.document, selector).length >= count,
    `${count} × ${selector} in ${page}.html`,
  );
  await until(
    () => !deepQueryAll(frame.document, '[aria-busy="true"], [part~="skeleton"]').length,
    `no skeletons left in ${page}.html`,
  );
}

/** Moves the real mouse onto `element` of the frame (the runner's mouse works in page coordinates). */
async function hover(frame: CspFrame, element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  const offset = frame.iframe.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [
      Math.round(offset.left + box.left + box.width / 2),
      Math.round(offset.top + box.top + box.height / 2),
    ],
  });
}

/** What a visitor does on the page: hover a card, page a carousel, open the menu. */
export async function interact(frame: CspFrame): Promise<void> {
  const card = deepQueryAll(frame.document, '[part~="card"]:not([part~="skeleton"])')[0];
  if (card) await hover(frame, card);
  const next = deepQueryAll(frame.document, '[part~="next"][aria-disabled="false"]')[0];
  if (next) (next as HTMLElement).click();
  const menu = deepQueryAll(frame.document, '[part~="menu-button"]')[0];
  if (menu) {
    (menu as HTMLElement).click();
    await until(() => menu.getAttribute('aria-expanded') === 'true', 'the menu to open');
    const toggle = deepQueryAll(frame.document, '[part~="nav"] button[aria-expanded="false"]')[0];
    (toggle as HTMLElement | undefined)?.click();
  }
  // Let transitions, lazy images and notifications that follow the interaction happen.
  await new Promise((resolve) => setTimeout(resolve, 600));
  await sendMouse({ type: 'move', position: [0, 0] });
}
