/**
 * The parts every account element shares: its heading (level from `heading-level`, text from the
 * strings or the `heading` slot), the loading placeholder, and the empty, sign-in and error states.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { levelOf } from '../heading.ts';
// Every account element renders these: their strings come with them, not with the storefront.
import '../../i18n/account.ts';

/** `heading-level` as a heading level: 1 to 6, anything else 2. */
export const headingLevel = (value: number | undefined) => levelOf(value, 2);

/** The element's heading; the `heading` slot replaces its text. */
export function renderHeading(level: number | undefined, text: string): TemplateResult {
  const content = html`<slot name="heading">${text}</slot>`;
  switch (headingLevel(level)) {
    case 1:
      return html`<h1 part="heading" class="heading" id="heading" tabindex="-1">${content}</h1>`;
    case 3:
      return html`<h3 part="heading" class="heading" id="heading" tabindex="-1">${content}</h3>`;
    case 4:
      return html`<h4 part="heading" class="heading" id="heading" tabindex="-1">${content}</h4>`;
    case 5:
      return html`<h5 part="heading" class="heading" id="heading" tabindex="-1">${content}</h5>`;
    case 6:
      return html`<h6 part="heading" class="heading" id="heading" tabindex="-1">${content}</h6>`;
    default:
      return html`<h2 part="heading" class="heading" id="heading" tabindex="-1">${content}</h2>`;
  }
}

/** A heading one level below the element's (a sub-list's title), at most 6. */
export function renderSubheading(level: number | undefined, text: string, id: string) {
  const sub = Math.min(headingLevel(level) + 1, 6);
  switch (sub) {
    case 3:
      return html`<h3 part="subheading" class="subheading" id=${id}>${text}</h3>`;
    case 4:
      return html`<h4 part="subheading" class="subheading" id=${id}>${text}</h4>`;
    case 5:
      return html`<h5 part="subheading" class="subheading" id=${id}>${text}</h5>`;
    case 6:
      return html`<h6 part="subheading" class="subheading" id=${id}>${text}</h6>`;
    default:
      return html`<h3 part="subheading" class="subheading" id=${id}>${text}</h3>`;
  }
}

/** Placeholder rows while loading; the host's `min-height` reserves the final size. */
export function renderEngageSkeleton(rows: number): TemplateResult {
  const count = Math.max(1, Math.min(Math.trunc(rows) || 1, 20));
  return html`<div part="skeleton" class="skeleton" aria-hidden="true">
    ${Array.from({ length: count }, () => html`<span class="skeleton-row"></span>`)}
  </div>`;
}

export function renderEmpty(text: string): TemplateResult {
  return html`<p part="empty" class="empty"><slot name="empty">${text}</slot></p>`;
}

/**
 * No signed-in contact (401): the `sign-in` slot can hold the shop's sign-in link. Focusable from
 * script: an action refused as signed out moves focus here (../../elements/account-actions.ts).
 */
export function renderSignIn(text: string): TemplateResult {
  return html`<p part="sign-in" class="sign-in" tabindex="-1">
    <slot name="sign-in">${text}</slot>
  </p>`;
}

export function renderError(text: string): TemplateResult {
  return html`<p part="error" class="error" role="alert">${text}</p>`;
}

/**
 * The live region that announces the outcome of an action (joined, removed, unsubscribed). It is
 * always rendered, so screen readers hear its text change; `failed` adds the error look.
 */
export function renderStatus(message: string, failed = false): TemplateResult {
  return html`<p
    part=${failed ? 'status status-error' : 'status'}
    class=${failed ? 'status status-error' : 'status'}
    role="status"
  >
    ${message || nothing}
  </p>`;
}
