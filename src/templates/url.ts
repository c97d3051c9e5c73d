/**
 * URLs from the API are data, not code: only http(s) URLs (absolute or relative to the page) are
 * ever rendered as links or image sources. `javascript:`, `data:`, `vbscript:` and every other
 * scheme are refused, so a hostile response cannot run script through an attribute.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * What a relative URL is resolved against to learn its protocol: the page, or, when rendering on
 * a server (no document), any http(s) base (a relative URL keeps the page's protocol).
 */
const base = () => (typeof document === 'undefined' ? 'https://server.invalid/' : document.baseURI);

function checked(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  try {
    const parsed = new URL(trimmed, base());
    return SAFE_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** `url` if it is safe as a link target, else undefined (render no link). */
export function safeHref(url: unknown): string | undefined {
  return checked(url);
}

/** `url` if it is safe as an image source, else undefined (render no image). */
export function safeSrc(url: unknown): string | undefined {
  return checked(url);
}

/** A `srcset` of the safe sources that have a width; unsafe ones are left out. */
export function srcset(
  sources: readonly { url: string; width?: number | undefined }[],
): string | undefined {
  const parts = sources.flatMap((source) => {
    const url = checked(source.url);
    // A comma or space inside a URL would split the srcset entry: encode them.
    return url && source.width
      ? [`${url.replace(/,/g, '%2C').replace(/\s/g, '%20')} ${source.width}w`]
      : [];
  });
  return parts.length ? parts.join(', ') : undefined;
}
