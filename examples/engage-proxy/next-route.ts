/**
 * The engage proxy as a Next.js App Router route handler: save as
 * `app/engage-proxy/[...path]/route.ts` (Node runtime). Next.js hands it Web Requests.
 */
import { createShopEngageProxy } from './proxy.ts';

const proxy = createShopEngageProxy();

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const GET = (request: Request) => proxy(request);
export const POST = (request: Request) => proxy(request);
export const DELETE = (request: Request) => proxy(request);
