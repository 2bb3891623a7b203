import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, jobs } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { enqueueMail } from '@/server/mail';
import { MailDetailPage } from './mail-detail-page';
import { MailOutboxPage } from './mail-outbox-page';
import { mailDetailProps, mailListProps } from './mail-outbox-view.server';
import { countOutbox, outboxPage, retryFailedMail, type MailFilters } from './mail-outbox.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['background_jobs', 'audit_log', 'user']);

const LEAD_ID = '11111111-2222-4333-8444-555555555555';

/** One email in the given job state, created at `minute` past a fixed hour (later is newer). */
async function mail(to: string, subject: string, minute: number, state: Partial<typeof jobs.$inferInsert> = {}) {
  const id = await enqueueMail(
    handle.db,
    { to, subject, text: `Olá!\nCorpo de ${subject}` },
    { cause: { kind: 'lead', id: LEAD_ID } },
  );
  await handle.db
    .update(jobs)
    .set({ createdAt: new Date(Date.UTC(2026, 10, 20, 12, minute)), ...state })
    .where(eq(jobs.id, id));
  return id;
}

async function setup() {
  const staff = await addUser(handle, 'staff', { role: 'admin' });
  const ids = {
    pending: await mail('ana@example.com', 'Novo contato', 1),
    retrying: await mail('bia@example.com', 'Seu envio saiu', 2, { attempts: 2, lastError: 'ECONNREFUSED' }),
    sent: await mail('caio@example.com', 'Cobrança 100%', 3, {
      state: 'succeeded',
      attempts: 1,
      finishedAt: new Date(),
    }),
    failed: await mail('ana@example.org', 'Documento recusado', 4, {
      state: 'failed',
      attempts: 15,
      lastError: `550 mailbox unavailable ${'x'.repeat(200)}`,
    }),
  };
  // Not an email: never listed.
  await handle.db
    .insert(jobs)
    .values({ kind: 'report', payload: { to: 'ana@example.com', subject: 'Novo' }, maxAttempts: 3 });
  return { staff, ids };
}

const subjects = async (filters: MailFilters) => (await outboxPage(filters, 1)).rows.map((m) => m.subject);
const auditRows = () => handle.db.select().from(auditLog);

describe(`the admin outbox on ${testEngine}`, () => {
  it('lists every email newest first, filtered by delivery state and by recipient or subject', async () => {
    await setup();
    expect(await subjects({})).toEqual(['Documento recusado', 'Cobrança 100%', 'Seu envio saiu', 'Novo contato']);
    expect(await countOutbox({})).toBe(4);
    expect(await subjects({ state: 'pending' })).toEqual(['Novo contato']);
    expect(await subjects({ state: 'retrying' })).toEqual(['Seu envio saiu']);
    expect(await subjects({ state: 'sent' })).toEqual(['Cobrança 100%']);
    expect(await subjects({ state: 'failed' })).toEqual(['Documento recusado']);
    expect(await subjects({ query: 'ANA@example' })).toEqual(['Documento recusado', 'Novo contato']);
    expect(await subjects({ query: 'envio' })).toEqual(['Seu envio saiu']);
    expect(await subjects({ query: '100%' })).toEqual(['Cobrança 100%']);
    expect(await subjects({ query: '0%' })).toEqual(['Cobrança 100%']);
    expect(await subjects({ state: 'failed', query: 'bia' })).toEqual([]);
    expect(await countOutbox({ state: 'failed', query: 'ana' })).toBe(1);
  });

  it('reads a running job as the admin would: pending on its first attempt, retrying after a failed one', async () => {
    await setup();
    await handle.db.update(jobs).set({ state: 'running', attempts: 1 }).where(eq(jobs.kind, 'mail'));
    expect(await countOutbox({ state: 'pending' })).toBe(4);
    await handle.db.update(jobs).set({ attempts: 2 }).where(eq(jobs.kind, 'mail'));
    expect(await countOutbox({ state: 'retrying' })).toBe(4);
  });

  it('shows the page from the query string, in English, with the cause linked and long errors cut', async () => {
    const { ids } = await setup();
    const props = await mailListProps(new URL('http://site.test/en/admin/mail?estado=failed&q=ana'), 'en');
    expect(props.countText).toBe('1 email');
    expect(props.filters).toEqual({ state: 'failed', query: 'ana' });
    expect(props.clearHref).toBe('/en/admin/mail');
    const [row] = props.rows;
    expect(row).toMatchObject({
      id: ids.failed,
      href: `/en/admin/mail/${ids.failed}`,
      stateLabel: 'Failed',
      attempts: 15,
    });
    expect(row!.cause).toEqual({ label: 'Site contact', href: `/en/admin/leads/${LEAD_ID}` });
    expect(row!.lastErrorPreview).toHaveLength(80);
    const detail = await mailDetailProps(ids.failed, 'pt-BR');
    expect(detail?.mail).toMatchObject({
      to: 'ana@example.org',
      subject: 'Documento recusado',
      text: 'Olá!\nCorpo de Documento recusado',
      stateLabel: 'Falhou',
    });
    expect(await mailDetailProps('not-an-id', 'pt-BR')).toBeNull();
  });

  it('renders the list and, on a failed email only, the retry form as a plain post', async () => {
    const { ids } = await setup();
    const list = renderToStaticMarkup(
      createElement(MailOutboxPage, { props: await mailListProps(new URL('http://site.test/admin/mail'), 'pt-BR') }),
    );
    expect(list.split('data-mail=').length - 1).toBe(4);
    expect(list).toContain('data-mail-state="failed"');
    const retry = { action: '/admin/mail/x?_action=adminMail.retry', submission: 's' };
    const page = async (id: string) =>
      renderToStaticMarkup(createElement(MailDetailPage, { props: (await mailDetailProps(id, 'pt-BR'))!, retry }));
    const failed = await page(ids.failed);
    expect(failed).toContain('action="/admin/mail/x?_action=adminMail.retry" method="post"');
    expect(failed).toContain(`<input type="hidden" name="mailId" value="${ids.failed}"/>`);
    expect(failed).toContain('Olá!\nCorpo de Documento recusado');
    expect(await page(ids.sent)).not.toContain('method="post"');
  });

  it('queues a failed email again and writes exactly one audit entry with it', async () => {
    const { staff, ids } = await setup();
    await retryFailedMail(staff, ids.failed);
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, ids.failed));
    expect(job).toMatchObject({ state: 'queued', attempts: 0, finishedAt: null });
    const entries = await auditRows();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: 'staff',
      actorLabel: `${staff.name} <staff@example.com>`,
      action: 'mail.retry',
      subjectKind: 'mail',
      subjectId: ids.failed,
      before: { state: 'failed', attempts: 15 },
      after: { state: 'queued', attempts: 0 },
    });
  });

  it('keeps the email failed when its audit entry cannot be written: both are one transaction', async () => {
    const { ids } = await setup();
    // An actor id that is no account breaks the audit entry's foreign key.
    await expect(
      retryFailedMail({ id: 'ghost', name: 'Ghost', email: 'ghost@example.com' }, ids.failed),
    ).rejects.toThrow();
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, ids.failed));
    expect(job).toMatchObject({ state: 'failed', attempts: 15 });
    expect(await auditRows()).toHaveLength(0);
  });

  it('refuses to retry an email that has not failed, or none, and writes nothing', async () => {
    const NOT_FAILED = { code: 'CONFLICT', message: 'adminMail.error.notFailed' };
    const { staff, ids } = await setup();
    const before = await handle.db.select().from(jobs).where(eq(jobs.id, ids.sent));
    await expect(retryFailedMail(staff, ids.sent)).rejects.toMatchObject(NOT_FAILED);
    await expect(retryFailedMail(staff, ids.retrying)).rejects.toMatchObject(NOT_FAILED);
    await expect(retryFailedMail(staff, '99999999-2222-4333-8444-555555555555')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'adminMail.error.notFound',
    });
    expect(await handle.db.select().from(jobs).where(eq(jobs.id, ids.sent))).toEqual(before);
    expect(await auditRows()).toHaveLength(0);
    const [{ n } = { n: 0 }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.state, 'failed'));
    expect(n).toBe(1);
  });
});
