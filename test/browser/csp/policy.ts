/**
 * The strict Content-Security-Policy the storefront elements run under, shared by the demo server
 * (`vite.config.ts`), the browser test harness (`web-test-runner.config.mjs`) and the CSP tests.
 * docs/csp.md explains each directive and what a shop adds for its own origins.
 *
 * Pure string building, no Node or DOM APIs: imported by Node configs and by browser tests alike.
 */

/** Where the test harness collects `report-uri` reports (`POST`, and `GET ?run=` to read them). */
export const CSP_REPORT_PATH = '/__csp-reports';

/** Where the CSP fixture page loads the one-file bundle as shipped from (bundle-build.ts). */
/** Where the middleware serves the shipped build: the script tag's file and its chunks. */
export const BUNDLE_DIR = '/__csp-bundle/';
export const BUNDLE_PATH = `${BUNDLE_DIR}storefront-elements.js`;

/** Query parameter of a page URL naming the report bucket its violations go to. */
export const CSP_RUN_PARAM = 'csp-run';

/** Query parameter of a page URL that adds Trusted Types enforcement for the `lit-html` policy. */
export const CSP_TRUSTED_TYPES_PARAM = 'csp-trusted-types';

export interface CspOptions {
  /** Extra `connect-src` sources: another storefront API origin, the dev server's HMR socket. */
  connectSrc?: readonly string[];
  /** Where violations are reported (`report-uri`, which Chromium sends without a Reporting-Endpoints header). */
  reportUri?: string;
  /**
   * Enforce Trusted Types for script sinks, allowing only Lit's own `lit-html` policy (Lit passes
   * every template string through it before assigning `innerHTML` to a `<template>`).
   */
  trustedTypes?: boolean;
}

/**
 * The policy: scripts and styles from the page's own origin only, no `unsafe-inline` and no
 * `unsafe-eval`. Lit's styles are constructable stylesheets and the templates' per-element
 * styles are CSSOM writes (`src/templates/style-properties.ts`), so neither needs
 * `'unsafe-inline'`. (Lit's own `styleMap` would not do: it writes a `style` attribute first.) Images may be `data:`/`blob:` besides the origin.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(options.connectSrc ?? [])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'self'"],
    ['form-action', "'self'"],
  ];
  if (options.trustedTypes) {
    directives.push(['require-trusted-types-for', "'script'"], ['trusted-types', 'lit-html']);
  }
  if (options.reportUri) directives.push(['report-uri', options.reportUri]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** True for the pages served under the policy: the demo's HTML and the CSP fixture pages. */
export function isCspPage(path: string): boolean {
  return (
    /^\/demo\/(?:[\w-]+\.html)?$/.test(path) ||
    /^\/test\/browser\/csp\/fixtures\/[\w-]+\.html$/.test(path)
  );
}
