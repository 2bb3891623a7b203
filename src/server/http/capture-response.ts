// Lets a handler write a whole response into memory instead of the socket: status, headers and
// body come back once it ends, and the response is left untouched to be written for real.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface Captured {
  status: number;
  /** Header names in lower case, as Node keeps them. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding) {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, encoding ?? 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Runs `handle` with `res`'s writeHead, write and end held in memory. Resolves with what it wrote,
 * or undefined when the client went away before the handler ended.
 */
export function captureResponse(res: ServerResponse, handle: () => void): Promise<Captured | undefined> {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const restore = () => Object.assign(res, original);
    const onClose = () => {
      restore();
      resolve(undefined);
    };
    res.once('close', onClose);
    res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      res.statusCode = status;
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers))
          if (value !== undefined) res.setHeader(name, value as string);
      }
      return res;
    } as ServerResponse['writeHead'];
    res.write = function write(chunk: Chunk, encoding?: unknown, callback?: unknown) {
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    } as ServerResponse['write'];
    res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(toBuffer(chunk as Chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
      }
      res.off('close', onClose);
      restore();
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
      if (done) queueMicrotask(() => (done as () => void)());
      return res;
    } as ServerResponse['end'];
    handle();
  });
}
