// The records the staff's forms name, made before the fuzz run through the site's own forms: a lead
// (the contact form), a customer account made for the fuzz (the sign-up form), and an email in the
// outbox (the sign-up's confirmation, or the lead's notice); their ids read from the admin pages as
// the fuzz's admin sees them. The account forms demote and suspend that customer only.
import { randomUUID } from 'node:crypto';
import { FORM_TARGETS, type FuzzRecords, type Uniq } from './fuzz-targets';
import type { fuzzSessions } from './fuzz-server';

type Sessions = ReturnType<typeof fuzzSessions>;

/** Posts the valid sample of `action`'s form from its first page, as a browser without JavaScript
 * (signed in with `cookie`, when given). */
export async function submitSample(
  sessions: Sessions,
  action: string,
  uniq: Uniq,
  records: FuzzRecords,
  cookie?: string,
) {
  const target = FORM_TARGETS.find((t) => t.action === action);
  if (!target) throw new Error(`No fuzz target for ${action}`);
  const sample = target.sample(uniq, records);
  const answer = await sessions.post(
    `${target.pages[0]}?_action=${action}`,
    new URLSearchParams(sample).toString(),
    cookie,
  );
  if (answer.status !== 303)
    throw new Error(
      `Setting up the fuzz run: ${action} answered ${answer.status ?? answer.error}: ${answer.head?.slice(0, 300)}`,
    );
  return sample;
}

export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An account id as Better Auth makes them (never a page's name such as 'board'). */
const ACCOUNT_ID = '[A-Za-z0-9_-]{16,64}';

/** The first record id (`pattern`) linked from `page` as `<prefix><id>`. */
export async function linkedId(
  sessions: Sessions,
  cookie: string,
  page: string,
  prefix: string,
  pattern: string,
  what: string,
): Promise<string> {
  const answer = await sessions.get(page, cookie);
  const id = new RegExp(`href="${prefix}(${pattern})"`).exec(answer.head ?? '')?.[1];
  if (!id)
    throw new Error(`Setting up the fuzz run: no ${what} linked from ${page} (${answer.status ?? answer.error})`);
  return id;
}

export async function makeRecords(sessions: Sessions, cookie: string): Promise<FuzzRecords> {
  const uniq: Uniq = { id: 'setup', uuid: randomUUID() };
  const records: FuzzRecords = { userId: sessions.userId(), leadId: '', customerId: '', mailId: '' };
  const lead = await submitSample(sessions, 'leads.submit', uniq, records);
  const customer = await submitSample(sessions, 'account.signUp', uniq, records);
  records.leadId = await linkedId(
    sessions,
    cookie,
    `/admin/leads?q=${encodeURIComponent(lead.email!)}`,
    '/admin/leads/',
    UUID,
    'lead',
  );
  records.customerId = await linkedId(
    sessions,
    cookie,
    `/admin/accounts?q=${encodeURIComponent(customer.email!)}`,
    '/admin/accounts/',
    ACCOUNT_ID,
    'customer account',
  );
  // The account forms demote and suspend this one: never the fuzz's own admin.
  if (records.customerId === records.userId)
    throw new Error('Setting up the fuzz run: the customer found is the fuzz admin');
  records.mailId = await linkedId(sessions, cookie, '/admin/mail', '/admin/mail/', UUID, 'email');
  return records;
}
