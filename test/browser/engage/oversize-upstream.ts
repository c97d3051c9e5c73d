/**
 * A contact engagement service that answers the contact's lists with far more items than anyone
 * has (a broken or hostile service): the reference engage API's answer, its list repeated to
 * `count` items, each copy with an id of its own. The test server mounts a second engage proxy
 * over it (`/engage-proxy-oversize`, web-test-runner.config.mjs), so what reaches the account
 * elements has come through the proxy as a shop runs it.
 */
type Upstream = (request: Request) => Promise<Response>;

/** The upstream paths of the lists the account elements show, and where the list is. */
const LISTS: [RegExp, 'whole' | 'items'][] = [
  [/\/contacts\/[^/]+\/achievements$/, 'whole'],
  [/\/consents$/, 'whole'],
  [/\/contacts\/[^/]+\/backinstock\/subscriptions$/, 'whole'],
  [/\/challenges$/, 'items'],
  [/\/challenges\/definitions$/, 'items'],
];

/** `items` repeated to `count`, each copy with a new `id`. */
function repeated(items: Record<string, unknown>[], count: number): Record<string, unknown>[] {
  if (!items.length) return items;
  return Array.from({ length: count }, (_, index) =>
    index < items.length
      ? items[index]!
      : { ...items[index % items.length]!, id: crypto.randomUUID() },
  );
}

export function oversizeUpstream(upstream: Upstream, count: number) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const response = await upstream(request);
    const path = new URL(request.url).pathname;
    const list = LISTS.find(([pattern]) => pattern.test(path))?.[1];
    if (request.method !== 'GET' || !response.ok || !list) return response;
    const body = (await response.json()) as Record<string, unknown>;
    const inflated =
      list === 'whole'
        ? repeated(body as unknown as Record<string, unknown>[], count)
        : {
            ...body,
            items: repeated(body.items as Record<string, unknown>[], count),
            count,
            totalCount: count,
          };
    return new Response(JSON.stringify(inflated), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
