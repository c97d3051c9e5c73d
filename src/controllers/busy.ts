/**
 * Marks `element` loading, or not: `aria-busy="true"`, or no attribute. Not `toggleAttribute`,
 * whose empty value is no busy state to assistive technology (ARIA's default for `aria-busy` is
 * false; accessibility audit s34, F5). Shops' reservations match `[aria-busy]`, as before.
 */
export function markBusy(element: Element, busy: boolean): void {
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}
