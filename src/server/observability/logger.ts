// The app's one logger: a JSON line per event on stdout (pino), for journald, jq or a log
// shipper. A line written while a request is served carries that request's id.
// No personal data goes in a line: callers log ids, kinds and counts, never addresses, names or
// message bodies; errors are reduced to their type, message and stack (email addresses masked)
// and PostgreSQL's code and constraint, never its `detail`, which quotes the row's values.
import pino from 'pino';
import { requestContext } from './request-context';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
export type Logger = pino.Logger;

// Wide on purpose (`admin@localhost` counts): a masked word costs nothing, a leaked address does.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*/g;

/** The text with every email address replaced by `[email]`. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

// Fields of an error that name what failed without quoting anyone's data (pg's DatabaseError,
// Node's system errors, HTTP errors).
const SAFE_ERROR_FIELDS = ['code', 'errno', 'syscall', 'constraint', 'table', 'column', 'severity', 'status'];

/** What a log line keeps of an error (pino's `err`). */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: maskEmails(String(error)).slice(0, 1000) };
  const fields: Record<string, unknown> = { type: error.name, message: maskEmails(error.message) };
  if (error.stack) fields.stack = maskEmails(error.stack);
  const record = error as unknown as Record<string, unknown>;
  for (const name of SAFE_ERROR_FIELDS) {
    const value = record[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  if (error.cause !== undefined && depth < 3) fields.cause = serializeError(error.cause, depth + 1);
  return fields;
}

/** LOG_LEVEL as config.ts validates it; a bad value is refused there, at start-up. */
function levelFromEnvironment(): LogLevel {
  const level = process.env.LOG_LEVEL;
  return LOG_LEVELS.find((l) => l === level) ?? 'info';
}

/**
 * Where lines go: stdout, unless a test redirects them (redirectLogs). Every logger writes through
 * this one stream, so a redirect sees the lines of loggers made before it.
 */
const stdout = pino.destination({ dest: 1, sync: true });
let destination: pino.DestinationStream = stdout;
const output: pino.DestinationStream = { write: (line) => destination.write(line) };

export const logger: Logger = pino(
  {
    level: levelFromEnvironment(),
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"warn" rather than 40: readable in journalctl and easy to select with jq.
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
    mixin() {
      const request = requestContext();
      return request ? { requestId: request.id } : {};
    },
  },
  output,
);

/** A logger whose lines say which part of the app wrote them (`"module":"jobs"`). */
export function moduleLogger(module: string): Logger {
  return logger.child({ module });
}

/** Sends every line to `stream` instead of stdout until the returned function is called (tests). */
export function redirectLogs(stream: pino.DestinationStream): () => void {
  const previous = destination;
  destination = stream;
  return () => {
    destination = previous;
  };
}
