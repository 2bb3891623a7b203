export interface ReceivedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
  envelopeFrom: string;
  envelopeTo: string[];
  /** The SMTP connection it came over (one id per connection). */
  connection: string;
  receivedAt: string;
}
export interface MailSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  clear(): ReceivedMail[];
  setDown(down: boolean): void;
  close(): Promise<void>;
}
export function parseMail(
  raw: string,
): Omit<ReceivedMail, 'raw' | 'envelopeFrom' | 'envelopeTo' | 'connection' | 'receivedAt'>;
export function startMailSink(options?: { port?: number; greetingDelayMs?: number }): Promise<MailSink>;
