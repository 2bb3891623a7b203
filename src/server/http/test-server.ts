// For the tests of this folder: the server on an ephemeral loopback port, and a client that
// reports exactly what came over the wire (no decompression, no retries, no pooled sockets).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer, type HttpServerOptions, type RequestHandler } from '.';

const running: http.Server[] = [];

export async function startServer(handler: RequestHandler, options: HttpServerOptions = {}) {
  const server = createHttpServer(handler, options);
  running.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** For afterEach: stops every server started by the test. */
export async function stopServers() {
  await Promise.all(
    running.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
}

export interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface Request {
  method?: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  /** One buffer is sent with Content-Length; several are sent chunked, one write each. */
  body?: Buffer | Buffer[];
}

export function send(port: number, { method = 'POST', path, headers = {}, body }: Request) {
  return new Promise<Sent>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (Array.isArray(body)) {
      for (const chunk of body) req.write(chunk);
      req.end();
    } else {
      req.end(body);
    }
  });
}

/** A body of `bytes` bytes that reads as a form post. */
export const formBody = (bytes: number) => Buffer.from(`message=${'a'.repeat(bytes - 8)}`);

export const MiB = 1024 * 1024;
