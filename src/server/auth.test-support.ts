// Accounts end to end through Better Auth's HTTP handler, as the app calls it: real database engine,
// the job runner sending mail, and a real SMTP server on loopback. A test file calls
// useAuthHarness() at its top (after stubbing PUBLIC_SITE_URL and AUTH_SECRET) and gets the calls.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startMailSink, type MailSink, type ReceivedMail } from '../../tests/support/mail-sink.mjs';
import { CLIENT_IP_HEADER, getAuth, resetAuth } from './auth';
import type { DatabaseHandle } from './db/client';
import { useTestDatabase } from './db/test-database';
import { startLiveEvents, type LiveEvents } from './events';
import { startJobRunner, type JobRunner } from './jobs';
import { mailJobHandler } from './mail';
import { createMailTransport, type MailTransport } from './mail/transport';

export const SITE = 'http://portal.test:4321';
export const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
export const PASSWORD = 'Galpao2026ok';

export function useAuthHarness() {
  let handle: DatabaseHandle;
  let sink: MailSink;
  let smtp: MailTransport;
  let worker: JobRunner;
  let events: LiveEvents;
  let ipCounter = 0;
  /** Each test its own client IP, so the rate limiter only meets the test that is about it. */
  let ip = '';

  beforeAll(async () => {
    handle = await useTestDatabase();
    resetAuth();
    sink = await startMailSink();
    smtp = createMailTransport({
      smtpUrl: sink.url,
      from: 'Portal <portal@example.com>',
      messageIdDomain: 'portal.test',
    });
    events = await startLiveEvents(handle.driver);
    worker = await startJobRunner({ handlers: [mailJobHandler(smtp)], pollIntervalMs: 50 });
  });
  afterAll(async () => {
    await worker.stop();
    await events.stop();
    await smtp.close();
    await sink.close();
    await handle.close();
  });
  beforeEach(async () => {
    // An email the previous test queued may still be on its way: let it land before clearing.
    await worker.stop();
    await handle.db.execute(
      sql`TRUNCATE "user", session, account, verification, background_jobs, account_rate_limit CASCADE`,
    );
    sink.clear();
    worker = await startJobRunner({ handlers: [mailJobHandler(smtp)], pollIntervalMs: 50 });
    ip = `198.51.100.${++ipCounter}`;
  });

  async function call(path: string, init: { body?: unknown; cookie?: string; method?: string } = {}) {
    const headers = new Headers({ origin: SITE, [CLIENT_IP_HEADER]: ip });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    const url = path.startsWith('http') ? path : `${SITE}/api/auth${path}`;
    return getAuth().handler(
      new Request(url, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  }
  async function nextMail(to: string): Promise<ReceivedMail> {
    for (let i = 0; i < 200; i++) {
      const mail = sink.messages.find((m) => m.envelopeTo.includes(to));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no email to ${to}`);
  }
  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    call('/sign-up/email', {
      body: { email, password: PASSWORD, name: 'Maria Souza', firstName: 'Maria', lastName: 'Souza', ...extra },
    });

  return {
    call,
    nextMail,
    signUp,
    signIn: (email: string, password = PASSWORD) => call('/sign-in/email', { body: { email, password } }),
    async verifiedCustomer(email: string) {
      expect((await signUp(email)).status).toBe(200);
      const verified = await call(linkIn(await nextMail(email)));
      expect(verified.status).toBe(302);
      expect(verified.headers.get('location')).not.toContain('error=');
      sink.clear();
    },
    /** The client address the next calls come from (each test starts with one of its own). */
    get ip() {
      return ip;
    },
    set ip(value: string) {
      ip = value;
    },
    get ipCounter() {
      return ipCounter;
    },
    get db() {
      return handle.db;
    },
    get sink() {
      return sink;
    },
  };
}

export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export const sessionOf = async (cookie: string) => getAuth().api.getSession({ headers: new Headers({ cookie }) });

export const linkIn = (mail: ReceivedMail) => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link;
};
