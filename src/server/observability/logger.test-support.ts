// For tests: the lines the app's logger writes during the test, parsed, instead of on stdout.
import { onTestFinished } from 'vitest';
import { redirectLogs } from './logger';

export type LogLine = Record<string, unknown> & { level: string; msg?: string };

/** Collects every line written until the test ends. */
export function captureLogs() {
  const lines: LogLine[] = [];
  const stop = redirectLogs({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  onTestFinished(stop);
  return {
    lines,
    /** The lines at `level`. */
    at: (level: string) => lines.filter((line) => line.level === level),
    /** Everything written, as an operator's log would hold it. */
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
  };
}
