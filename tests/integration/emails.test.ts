// Every email the site sends (each *.email.ts), built from a record whose people typed hostile
// text: both parts present, the HTML escaping what they typed, the recipient's language (the
// staff's emails always in Portuguese), every link absolute to PUBLIC_SITE_URL, and none with an
// unsubscribe header (each is transactional). A new *.email.ts must join the table.
import { describe, expect, it, vi } from 'vitest';
import { resetPasswordEmail } from '@/server/auth-emails/reset-password.email';
import { verificationEmail } from '@/server/auth-emails/verification.email';
import type { Locale } from '@/lib/i18n-types';
import type { MailMessage } from '@/server/mail';
import { staffInvitationEmail } from '@/features/accounts/account-admin/staff-invitation.email';
import { twoFactorOffEmail } from '@/features/accounts/account-admin/two-factor-off.email';
import { leadReplyEmail } from '@/features/sales/leads/lead-reply.email';
import { chargeEmail } from '@/features/portal/charges/charge.email';
import { documentReviewEmail } from '@/features/portal/documents/document-review.email';
import { leadNotificationEmail } from '@/features/sales/contact-form/lead-notification.email';
import { erasureEmail } from '@/features/accounts/privacy/erasure.email';
import { emailChangeNoticeEmail } from '@/features/accounts/security/email-change-notice.email';
import { passwordChangedEmail } from '@/features/accounts/security/password-changed.email';
import { shipmentStatusEmail } from '@/features/portal/shipment-operations/shipment-status.email';
import { shipmentCreatedEmail } from '@/features/portal/shipments/shipment-created.email';
import { maintenanceUpdateEmail } from '@/features/tenancy/maintenance/maintenance-update.email';
import { supportReplyEmail } from '@/features/portal/support/support-reply.email';
import { supportRequestEmail } from '@/features/portal/support/support-request.email';
import { tenantInviteEmail } from '@/features/tenancy/leases/tenant-invite.email';
import { visitInvitationEmail } from '@/features/sales/visits/visit-invitation.email';
import { visitNotificationEmail } from '@/features/sales/visits/visit-notification.email';
import { clockAlertEmail } from '@/features/sales/clock/clock-alert.email';
import { leadInstantAnswerEmail } from '@/features/sales/clock/instant-answer.email';
import { salesDigestEmail } from '@/features/sales/clock/sales-digest.email';
import { bookingCancelledEmail } from '@/features/tenancy/rooms/booking-cancelled.email';
import { noticeEmail } from '@/features/tenancy/notices/notice.email';

const SITE = 'https://portal.example.com';
vi.stubEnv('PUBLIC_SITE_URL', SITE);

/** What people type, everywhere they can. */
const EVIL = '<script>alert(1)</script> & "Ana"';
const person = (locale: Locale) => ({ email: 'ana@example.com', name: EVIL, locale });
const staff = { name: `Bia ${EVIL}`, email: 'bia@example.com' };
const shipmentFields = {
  origin: `Natal ${EVIL}`,
  destination: 'Recife',
  weight: 12.5,
  senderName: EVIL,
  senderEmail: 'a@example.com',
  receiverName: 'Caio',
  receiverEmail: 'c@example.com',
};

interface EmailCase {
  /** The file, as import.meta.glob names it. */
  file: string;
  build(locale: Locale): MailMessage;
  /** Written for the staff: always in Portuguese, whoever caused it. */
  staffOnly?: true;
  /** Nothing in it was typed by anyone (the erasure notice names no one). */
  noTypedText?: true;
  /** The one address outside the site it may link to (the sales team's WhatsApp). */
  outside?: RegExp;
}

const emails: EmailCase[] = [
  {
    file: '/src/server/auth-emails/verification.email.ts',
    build: (locale) => verificationEmail(`${SITE}/api/auth/verify-email?token=t&callbackURL=%2F`, person(locale)),
  },
  {
    file: '/src/server/auth-emails/reset-password.email.ts',
    build: (locale) => resetPasswordEmail(`${SITE}/api/auth/reset-password/t?callbackURL=%2F`, person(locale)),
  },
  {
    file: '/src/features/sales/contact-form/lead-notification.email.ts',
    staffOnly: true,
    build: (locale) =>
      leadNotificationEmail(
        {
          nome_completo: EVIL,
          email: 'ana@example.com',
          celular: '84 99999-0000',
          mensagem: `Linha 1\n${EVIL}`,
          modulo: 7,
          locale,
          pagina: '/en?x="<b>"',
          empresa_site: undefined,
          submission: undefined,
        },
        'comercial@example.com',
      ),
  },
  {
    file: '/src/features/sales/leads/lead-reply.email.ts',
    build: (locale) => leadReplyEmail({ subject: `Re: ${EVIL}`, message: EVIL, staff }, person(locale)),
  },
  {
    file: '/src/features/sales/visits/visit-invitation.email.ts',
    build: (locale) =>
      visitInvitationEmail(
        'booked',
        {
          uid: 'v2@example.com',
          start: new Date('2026-11-25T12:00:00Z'),
          end: new Date('2026-11-25T13:00:00Z'),
          sequence: 0,
          company: EVIL,
          moduleNumber: 7,
          managePath: '/visita/abc.123.sig',
          now: new Date('2026-11-23T12:00:00Z'),
          // Booked by the staff from the lead's page: their message too.
          staff: { ...staff, message: EVIL },
        },
        person(locale),
      ),
  },
  {
    file: '/src/features/sales/visits/visit-notification.email.ts',
    staffOnly: true,
    build: () =>
      visitNotificationEmail(
        {
          change: 'changed',
          name: EVIL,
          company: EVIL,
          email: 'ana@example.com',
          phone: '84 99999-0000',
          moduleNumber: null,
          start: new Date('2026-11-25T12:00:00Z'),
          from: new Date('2026-11-24T12:00:00Z'),
          leadPath: '/admin/leads/00000000-0000-4000-8000-000000000000',
          existingLead: true,
        },
        'comercial@example.com',
      ),
  },
  {
    file: '/src/features/accounts/account-admin/staff-invitation.email.ts',
    build: (locale) => staffInvitationEmail({ token: 'tok', invitedBy: EVIL }, person(locale)),
  },
  {
    file: '/src/features/accounts/account-admin/staff-invitation.email.ts',
    build: (locale) => staffInvitationEmail({ token: 'tok', invitedBy: EVIL, role: 'guard' }, person(locale)),
  },
  {
    file: '/src/features/tenancy/leases/tenant-invite.email.ts',
    build: (locale) =>
      tenantInviteEmail(
        { token: 'tok', tenantName: `Acme ${EVIL}`, role: 'manager', invitedBy: EVIL },
        { email: 'ana@example.com', locale },
      ),
  },
  {
    file: '/src/features/accounts/account-admin/two-factor-off.email.ts',
    build: (locale) => twoFactorOffEmail(person(locale)),
  },
  {
    file: '/src/features/accounts/security/password-changed.email.ts',
    build: (locale) => passwordChangedEmail({ at: new Date('2026-11-23T12:00:00Z') }, person(locale)),
  },
  {
    file: '/src/features/accounts/security/email-change-notice.email.ts',
    build: (locale) => emailChangeNoticeEmail({ newEmail: 'new"<b>@example.com' }, person(locale)),
  },
  {
    file: '/src/features/portal/shipments/shipment-created.email.ts',
    build: (locale) => shipmentCreatedEmail({ ...shipmentFields, trackingNumber: 'PLP-AAAAA-AAAAA' }, person(locale)),
  },
  {
    file: '/src/features/portal/shipment-operations/shipment-status.email.ts',
    build: (locale) =>
      shipmentStatusEmail(
        {
          shipment: { trackingNumber: 'PLP-AAAAA-AAAAA', origin: shipmentFields.origin, destination: 'Recife' },
          event: { status: 'exception', place: EVIL, note: EVIL, createdAt: new Date('2026-11-23T12:00:00Z') },
          page: locale === 'en' ? '/en/dashboard/shipments/s1' : '/dashboard/shipments/s1',
        },
        person(locale),
      ),
  },
  {
    file: '/src/features/portal/charges/charge.email.ts',
    build: (locale) =>
      chargeEmail(
        {
          amount: 123_45,
          description: EVIL,
          dueDate: '2026-12-10',
          page: `${locale === 'en' ? '/en' : ''}/dashboard/charges`,
        },
        person(locale),
      ),
  },
  {
    file: '/src/features/portal/documents/document-review.email.ts',
    build: (locale) =>
      documentReviewEmail(
        {
          document: { id: '0b5e7c1a-0000-4000-8000-000000000000', name: `contrato ${EVIL}.pdf` },
          decision: { decision: 'rejected', reason: EVIL },
          page: `${locale === 'en' ? '/en' : ''}/dashboard/documents`,
        },
        person(locale),
      ),
  },
  {
    file: '/src/features/portal/support/support-request.email.ts',
    staffOnly: true,
    build: () =>
      supportRequestEmail(
        {
          kind: 'new',
          request: { subject: EVIL, category: 'billing', tracking: null },
          customer: { name: EVIL, email: 'ana@example.com' },
          message: EVIL,
          page: '/admin/support/r1',
        },
        'suporte@example.com',
      ),
  },
  {
    file: '/src/features/portal/support/support-reply.email.ts',
    build: (locale) =>
      supportReplyEmail(
        { request: { subject: EVIL }, message: EVIL, page: `${locale === 'en' ? '/en' : ''}/support/r1` },
        person(locale),
      ),
  },
  {
    file: '/src/features/tenancy/maintenance/maintenance-update.email.ts',
    build: (locale) =>
      maintenanceUpdateEmail(
        {
          kind: 'status',
          request: { category: 'dock_door', moduleNumber: 7, status: 'refused' },
          note: EVIL,
          page: (l) => `${l === 'en' ? '/en' : ''}/dashboard/maintenance/r1`,
        },
        person(locale),
      ),
  },
  {
    file: '/src/features/sales/clock/instant-answer.email.ts',
    outside: /^https:\/\/wa\.me\/\d+$/,
    build: (locale) => leadInstantAnswerEmail({ fullName: EVIL, email: 'ana@example.com', locale, moduleNumber: 7 }),
  },
  {
    file: '/src/features/sales/clock/clock-alert.email.ts',
    build: (locale) =>
      clockAlertEmail(
        { id: 'l1', fullName: EVIL, moduleNumber: 7, due: new Date('2026-11-25T12:00:00Z') },
        { email: 'bia@example.com', locale },
      ),
  },
  {
    file: '/src/features/sales/clock/sales-digest.email.ts',
    build: (locale) =>
      salesDigestEmail(
        {
          day: '2026-11-25',
          visits: [{ time: '09:00', name: EVIL }],
          late: [{ name: EVIL, late: '2 h' }],
          followUps: [{ name: EVIL }],
        },
        { email: 'bia@example.com', name: EVIL, locale },
      ),
  },
  {
    file: '/src/features/tenancy/rooms/booking-cancelled.email.ts',
    build: (locale) =>
      bookingCancelledEmail(
        {
          room: `Auditório ${EVIL}`,
          day: '2026-12-02',
          time: '10:00–11:00',
          page: `${locale === 'en' ? '/en' : ''}/dashboard/rooms`,
        },
        person(locale),
      ),
  },
  {
    file: '/src/features/tenancy/notices/notice.email.ts',
    build: (locale) =>
      noticeEmail(
        {
          title: `Falta de água ${EVIL}`,
          body: `Amanhã **das 8h**.\n\n${EVIL}`,
          urgent: locale === 'en',
          page: `${locale === 'en' ? '/en' : ''}/dashboard/notices/0b5e7c1a-0000-4000-8000-000000000000`,
        },
        person(locale),
      ),
  },
  {
    file: '/src/features/accounts/privacy/erasure.email.ts',
    noTypedText: true,
    build: (locale) => erasureEmail({ kind: 'customer' }, { email: 'ana@example.com', locale }),
  },
];

/** The message, its HTML as '' when missing (which the checks below then refuse). */
const built = (email: EmailCase, locale: Locale) => {
  const mail = email.build(locale);
  return { ...mail, html: mail.html ?? '' };
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
const textUrls = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
const greeting: Record<Locale, RegExp> = { 'pt-BR': /^Olá/, en: /^Hello/ };

describe('every email', () => {
  it('is in the table: each *.email.ts file has its case here', () => {
    const files = Object.keys(import.meta.glob('/src/**/*.email.ts'));
    expect(files.sort()).toEqual([...new Set(emails.map((e) => e.file))].sort());
  });

  describe.each(emails)('$file', (email) => {
    it.each(['pt-BR', 'en'] as const)(
      'in %s: a text and an HTML part, the HTML escaping what people typed',
      (locale) => {
        const mail = built(email, locale);
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text.trim()).not.toBe('');
        expect(mail.html).toMatch(/^<!doctype html>\n<html lang="[^"]+">/);
        expect(mail.html).not.toMatch(/<script|<b>/i);
        if (!email.noTypedText) {
          expect(mail.text).toContain('<script>alert(1)</script>');
          expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ana&quot;');
        }
        // The same words in both parts: the HTML, without its tags and entities, holds each line of the text.
        const words = mail.html
          .replace(/<br>\n/g, '\n')
          .replace(/<[^>]+>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        for (const line of mail.text.split('\n').filter((l) => l.trim())) expect(words).toContain(line);
        expect(mail.unsubscribeUrl).toBeUndefined();
      },
    );

    it.each(['pt-BR', 'en'] as const)('in %s: written in the recipient’s language', (locale) => {
      const mail = built(email, locale);
      const language = email.staffOnly ? 'pt-BR' : locale;
      expect(mail.html).toContain(`<html lang="${language}">`);
      if (email.staffOnly) expect(mail.subject).toMatch(/^Novo /);
      else {
        expect(mail.text).toMatch(greeting[locale]);
        expect(mail.text).not.toBe(email.build(locale === 'en' ? 'pt-BR' : 'en').text);
      }
      // The link home in the layout opens the site in that language.
      expect(hrefs(mail.html).at(-1)).toBe(language === 'en' ? `${SITE}/en` : `${SITE}/`);
    });

    it.each(['pt-BR', 'en'] as const)('in %s: every link absolute to PUBLIC_SITE_URL', (locale) => {
      const mail = built(email, locale);
      const links = hrefs(mail.html);
      expect(links.length).toBeGreaterThan(0);
      const allowed = (url: string) => url.startsWith(`${SITE}/`) || (email.outside?.test(url) ?? false);
      for (const href of links) expect(allowed(href)).toBe(true);
      for (const url of textUrls(mail.text)) expect(allowed(url)).toBe(true);
      // Each address in the text is a link in the HTML.
      for (const url of textUrls(mail.text)) expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}`);
    });
  });
});
