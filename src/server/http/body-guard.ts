// Refuses request bodies over their route's limit (body-limits.ts) with a 413 the visitor can read,
// before Astro reads them: Astro's own limit answers a form post with a reset and the auth
// endpoint with a 500.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { moduleLogger, requestContext } from '@/server/observability';
import { bodyLimitFor, checkBodyLimits, type BodyLimitRule, type RequestTarget } from './body-limits';
import { ROUTE } from './request-log';
import { formatLimit, tooLargeAnswer } from './too-large';

const log = moduleLogger('http');

export interface BodyGuardOptions {
  rules: readonly BodyLimitRule[];
  /**
   * How long to keep reading and discarding an over-limit body after the 413. A client still
   * sending when the connection closes gets a reset and never shows the answer (browsers do not
   * read a response before they finish sending), so the rest is drained, but not for ever.
   */
  drainMs: number;
}

/** The pathname and form action Astro will see: it builds the URL the same way. */
export function requestTarget(url: string | undefined): RequestTarget {
  try {
    const parsed = new URL(`http://localhost${url ?? ''}`);
    // eslint-disable-next-line no-restricted-syntax -- only compared with the actions' names, before Astro reads the query
    return { pathname: parsed.pathname, action: parsed.searchParams.get('_action') ?? undefined };
  } catch {
    return { pathname: '/', action: undefined };
  }
}

function declaredLength(req: IncomingMessage) {
  const header = req.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/** Whether the client waits for "100 Continue" before it sends the body. */
function waitsToSend(req: IncomingMessage) {
  return /^100-continue$/i.test(req.headers.expect ?? '');
}

function drain(req: IncomingMessage, drainMs: number) {
  const timer = setTimeout(() => req.socket.destroy(), drainMs);
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  req.socket.once('close', stop);
  req.resume();
}

interface Refusal {
  target: RequestTarget;
  limit: number;
  /** False when the client waits for "100 Continue", which it will not get: nothing to drain. */
  bodyIsComing: boolean;
}

function refuse(req: IncomingMessage, res: ServerResponse, { target, limit, bodyIsComing }: Refusal, drainMs: number) {
  const answer = tooLargeAnswer(target.pathname, req.headers.referer, limit);
  const context = requestContext();
  if (context) context.route = ROUTE.bodyTooLarge;
  log.warn({ path: target.pathname }, `413 ${req.method} ${target.pathname}: body over ${formatLimit(limit, 'en')}`);
  res.writeHead(413, {
    'Content-Type': answer.contentType,
    'Content-Length': Buffer.byteLength(answer.body),
    'Cache-Control': 'no-store',
    // A client that was never told to send its body must not have it read as the next request.
    ...(bodyIsComing ? {} : { Connection: 'close' }),
  });
  res.end(answer.body);
  if (bodyIsComing) drain(req, drainMs);
}

/**
 * Reads a body of unknown length (chunked), counting as it arrives; undefined once it passes
 * the limit, when the rest is left to flow away.
 */
function readUpTo(req: IncomingMessage, limit: number) {
  return new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > limit) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        resolve(undefined);
      } else {
        chunks.push(chunk);
      }
    });
    req.once('end', () => {
      if (size <= limit) resolve(Buffer.concat(chunks, size));
    });
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

export function createBodyGuard(options: BodyGuardOptions) {
  checkBodyLimits(options.rules);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const target = requestTarget(req.url);
    const limit = bodyLimitFor(target, options.rules);
    const length = declaredLength(req);
    if (length !== undefined && length > limit) {
      refuse(req, res, { target, limit, bodyIsComing: !waitsToSend(req) }, options.drainMs);
      return;
    }
    if (waitsToSend(req)) res.writeContinue();
    // The HTTP parser never delivers more than Content-Length: only a chunked body needs counting.
    if (length !== undefined || req.headers['transfer-encoding'] === undefined) {
      next();
      return;
    }
    readUpTo(req, limit).then(
      (body) => {
        if (!body) {
          refuse(req, res, { target, limit, bodyIsComing: true }, options.drainMs);
          return;
        }
        // Astro reads `req.body` when a server before it has read the stream (as body parsers do).
        req.headers['content-length'] = String(body.length);
        delete req.headers['transfer-encoding'];
        Object.assign(req, { body });
        next();
      },
      // The client went away mid-body: nobody is left to answer.
      () => req.socket.destroy(),
    );
  };
}
