// Reading the server's output as its operator would: one JSON object per line (pino), the
// human-readable part in `msg`. Start-up failures are plain text on stderr and are not JSON.

/** One line of output as a log record, or undefined when it is not one. */
export function parseLogLine(raw) {
  if (!raw.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Every log record in a piece of output. */
export function logLines(text) {
  return text.split('\n').flatMap((raw) => parseLogLine(raw) ?? []);
}

/** Calls `onLine` with each whole line of `stream` (its record, or undefined, and the raw text). */
export function followLog(stream, onLine) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const raw of lines) onLine(parseLogLine(raw), raw);
  });
}

/** The line the server writes once it takes requests. */
export const isListening = (line) => typeof line?.msg === 'string' && line.msg.startsWith('listening on ');

/** An error the server logged, as one short text: its message and its error's. */
export function errorText(line) {
  if (!line || (line.level !== 'error' && line.level !== 'fatal')) return undefined;
  return [line.msg, line.err?.message].filter(Boolean).join(': ');
}
