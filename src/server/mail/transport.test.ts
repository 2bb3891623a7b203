// What the SMTP transport puts on the wire, read back from a real SMTP server on loopback: the
// Message-ID on the site's domain, a text and an HTML part, List-Unsubscribe only where the email
// is not transactional, and, when configured, a DKIM signature that verifies against its key.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMailSink, type MailSink } from '../../../tests/support/mail-sink.mjs';
import { parseConfig } from '@/server/config';
import { composeMail, type MailAudience } from './compose';
import { mailTranslator, siteLink } from './mail-text';
import { createMailTransport, mailSettings, type MailSettings, type MailTransport } from './transport';

const SITE = 'https://portal.example.com';
vi.stubEnv('PUBLIC_SITE_URL', SITE);

let sink: MailSink;
const transports: MailTransport[] = [];
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await Promise.all(transports.map((t) => t.close()));
  await sink.close();
});
beforeEach(() => sink.clear());

const settings = (more: Partial<MailSettings> = {}): MailSettings => ({
  ...mailSettings(
    parseConfig({ PUBLIC_SITE_URL: SITE, SMTP_URL: sink.url, MAIL_FROM: 'Parque <avisos@mail.example.net>' }),
  ),
  ...more,
});

/** Sends one email through a fresh transport with `more` settings; returns what the server received. */
async function sendOne(audience: MailAudience, more: Partial<MailSettings> = {}) {
  const transport = createMailTransport(settings(more), { pool: false });
  transports.push(transport);
  const t = mailTranslator('en');
  const id = randomUUID();
  const message = composeMail({
    ...audience,
    to: 'cliente@example.com',
    locale: 'en',
    subject: 'Your shipment',
    lines: ['Hello <b>Ana</b>,', '', t('charges.email.follow', { url: siteLink('/en/dashboard/charges') })],
  });
  await transport.send({ id, ...message });
  expect(sink.messages).toHaveLength(1);
  return { id, received: sink.messages[0]! };
}

describe('the SMTP transport', () => {
  it('takes the Message-ID domain from PUBLIC_SITE_URL, not from MAIL_FROM', () => {
    expect(
      mailSettings(parseConfig({ PUBLIC_SITE_URL: 'https://galpoes.example:8443/', MAIL_FROM: 'x <a@b.example>' })),
    ).toMatchObject({ from: 'x <a@b.example>', messageIdDomain: 'galpoes.example' });
    expect(mailSettings(parseConfig({})).messageIdDomain).toBe('localhost');
  });

  it('sends a transactional email as text and HTML, its Message-ID on the site, with no List-Unsubscribe', async () => {
    const { id, received } = await sendOne({ transactional: true });
    expect(received.headers['message-id']).toBe(`<${id}@portal.example.com>`);
    expect(received.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(received.text.trim()).toBe(`Hello <b>Ana</b>,\n\nSee your charges: ${SITE}/en/dashboard/charges`);
    expect(received.html).toContain('Hello &lt;b&gt;Ana&lt;/b&gt;,');
    expect(received.html).toContain(`<a href="${SITE}/en/dashboard/charges"`);
    expect(received.headers).not.toHaveProperty('list-unsubscribe');
    expect(received.headers).not.toHaveProperty('list-unsubscribe-post');
    expect(received.headers).not.toHaveProperty('dkim-signature');
  });

  it('gives an email that is not transactional both one-click unsubscribe headers', async () => {
    const unsubscribeUrl = `${SITE}/unsubscribe/abc`;
    const { received } = await sendOne({ transactional: false, unsubscribeUrl });
    expect(received.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('an email that is not transactional cannot leave out where to unsubscribe', () => {
    const content = { to: 'a@example.com', locale: 'en' as const, subject: 's', lines: [] };
    // @ts-expect-error: the type requires unsubscribeUrl once transactional is false.
    expect(() => composeMail({ ...content, transactional: false })).toThrow(/unsubscribe/);
    expect(() => composeMail({ ...content, transactional: false, unsubscribeUrl: '/relative' })).toThrow(/unsubscribe/);
  });

  it('signs with DKIM when configured: d= and s= as set, and the signature verifies against the public key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // As an operator writes it in an environment file: one line, breaks as \n.
    const dkim = parseConfig({
      DKIM_DOMAIN: 'mail.example.net',
      DKIM_SELECTOR: 'portal2026',
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    }).dkim;
    expect(dkim).toEqual({ domainName: 'mail.example.net', keySelector: 'portal2026', privateKey: pem.trim() });

    const { received } = await sendOne({ transactional: true }, { dkim });
    const signature = received.headers['dkim-signature'];
    expect(signature).toMatch(/\bd=mail\.example\.net;/);
    expect(signature).toMatch(/\bs=portal2026;/);

    const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
    const lookups: string[] = [];
    const resolver = async (name: string, type: string) => {
      lookups.push(`${type} ${name}`);
      if (type === 'TXT' && name === 'portal2026._domainkey.mail.example.net') return [[record]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    const verified = await dkimVerify(received.raw, { resolver });
    expect(lookups).toContain('TXT portal2026._domainkey.mail.example.net');
    expect(verified.results).toHaveLength(1);
    expect(verified.results[0]).toMatchObject({
      signingDomain: 'mail.example.net',
      selector: 'portal2026',
      status: { result: 'pass' },
    });

    // The same message with its body changed no longer verifies (strict: RFC 6376's fail).
    const tampered = received.raw.replace('Hello', 'Hallo');
    expect((await dkimVerify(tampered, { resolver, strict: true })).results[0]?.status).toMatchObject({
      result: 'fail',
      comment: 'body hash did not verify',
    });
  });
});
