/**
 * Feed keys as words, for the storefront's strings (facet and attribute names, banner file
 * names). A module of its own: the account page formats with format.ts and never humanises.
 */

/** `recycledShare`, `package_length` → "Recycled share", "Package length". */
export function humanise(key: string): string {
  const words = key
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
