/**
 * The words of the validator's issues (issues.ts): loaded only when an answer or a setting holds
 * something to report, so a page whose answers are valid never loads them. A module of its own:
 * a reader of its own answers (`<sf-navigation>`) imports it without the storefront queries'
 * module and their tables, and an element that never calls it (the account elements) does not
 * carry the import (docs/decisions.md, "The navigation without the product page's table").
 */
export const loadWording = () => import('./wording.ts');
