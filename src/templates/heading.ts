/**
 * Headings at the level the shop's outline needs (`heading-level`): the tag changes with the
 * level, the looks do not (each heading is styled by its class).
 */
import { html, nothing, type TemplateResult } from 'lit';

/** `heading-level` as a level: a whole number from 1 to 6, anything else (`2.5`) `fallback`. */
export function levelOf(value: unknown, fallback: number): number {
  const level = Number(value);
  return Number.isInteger(level) && level >= 1 && level <= 6 ? level : fallback;
}

/** An `h1` to `h6` (a deeper level is `h6`) with its class and, if any, its part. */
export function heading(
  level: number,
  className: string,
  part: string | undefined,
  content: unknown,
): TemplateResult {
  const named = part ?? nothing;
  switch (level) {
    case 1:
      return html`<h1 class=${className} part=${named}>${content}</h1>`;
    case 2:
      return html`<h2 class=${className} part=${named}>${content}</h2>`;
    case 3:
      return html`<h3 class=${className} part=${named}>${content}</h3>`;
    case 4:
      return html`<h4 class=${className} part=${named}>${content}</h4>`;
    case 5:
      return html`<h5 class=${className} part=${named}>${content}</h5>`;
    default:
      return html`<h6 class=${className} part=${named}>${content}</h6>`;
  }
}
