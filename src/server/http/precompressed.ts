// Sends the build's hashed assets (/_astro/*) compressed ahead of time (scripts/precompress.mjs):
// the `.br` file to a browser that accepts brotli, else the `.gz` one. Everything else, and any
// asset without such a file, goes on to the app (and its compression) as before.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings a request accepts (q above 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** A handler that answers from `clientDir` when it can; `next()` otherwise. */
export function createPrecompressed(clientDir: string | undefined) {
  const root = clientDir && path.resolve(clientDir);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!root || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    const type = TYPES[path.extname(pathname)];
    if (!type || !/^\/_astro\/[\w.-]+$/.test(pathname)) return next();
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    if (!encoding) return next();
    const file = path.join(root, `${pathname}.${encoding === 'br' ? 'br' : 'gz'}`);
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': encoding,
        'Content-Length': stat.size,
        Vary: 'Accept-Encoding',
      });
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    });
  };
}
