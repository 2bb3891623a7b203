import type { Readable } from 'node:stream';

export interface LogLine {
  level: string;
  time: string;
  msg?: string;
  module?: string;
  requestId?: string;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}
export function parseLogLine(raw: string): LogLine | undefined;
export function logLines(text: string): LogLine[];
export function followLog(stream: Readable, onLine: (line: LogLine | undefined, raw: string) => void): void;
export function isListening(line: LogLine | undefined): boolean;
export function errorText(line: LogLine | undefined): string | undefined;
