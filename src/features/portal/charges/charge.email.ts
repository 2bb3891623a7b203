// Tells a customer about a charge registered for them (amount, what for, due day), in their
// language. Transactional: their own charge.
import { formatDay, formatMoney } from '@/lib/format';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';

export interface NewCharge {
  /** In cents. */
  amount: number;
  description: string;
  /** 'yyyy-MM-dd'. */
  dueDate: string;
  /** The customer's charges page, in their language (a site path). */
  page: string;
}

export function chargeEmail(charge: NewCharge, to: MailRecipient): MailMessage {
  return accountMail(to, (t, locale) => {
    const amount = formatMoney(charge.amount, locale);
    return {
      subject: t('charges.email.subject', { amount }),
      lines: [
        t('charges.email.greeting', { name: to.name }),
        '',
        t('charges.email.charged', { amount, description: charge.description }),
        t('charges.email.due', { due: formatDay(charge.dueDate, locale) }),
        '',
        t('charges.email.follow', { url: siteLink(charge.page) }),
      ],
    };
  });
}
