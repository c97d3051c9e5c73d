/**
 * Reading a byte stream whole, but never more than a limit: the bytes are counted as they arrive,
 * and past the limit the stream is cancelled, so the rest is never read nor kept. Shared by the
 * reference server (request bodies) and the admin client (answers). No DOM, no Node.
 */

/**
 * The stream's bytes, or `undefined` once they pass `max` (the stream is then cancelled). When
 * `signal` aborts first, the stream is cancelled and the read rejects with its reason.
 */
export async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
  signal?: AbortSignal,
): Promise<Uint8Array | undefined> {
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await readAll(reader, max, signal);
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

async function readAll(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  max: number,
  signal: AbortSignal | undefined,
): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    signal?.throwIfAborted();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
