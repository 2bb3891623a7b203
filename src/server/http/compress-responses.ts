// gzip/brotli for what the node adapter sends uncompressed, except event streams: a compressor
// holds events back until its buffer fills or the stream ends, so they would arrive all at once.
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';

function isEventStream(res: ServerResponse) {
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && /^text\/event-stream\b/i.test(type);
}

// Runs as the headers go out (compression's filter is called then), so the stream is still
// marked for what sits between it and the browser: a proxy must neither buffer nor compress it.
function keepEventStreamUnbuffered(res: ServerResponse) {
  res.setHeader('X-Accel-Buffering', 'no');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache, no-transform');
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function createCompression() {
  const middleware = compression({
    threshold: 1024,
    filter(req, res) {
      if (isEventStream(res)) {
        keepEventStreamUnbuffered(res);
        return false;
      }
      return compression.filter(req, res);
    },
  });
  // It uses nothing but Node's own request and response; its types are written for Express.
  return middleware as unknown as Middleware;
}
