// Tells a customer the staff reviewed their document (verified, or rejected with the reason), in
// their language. Transactional: their own document.
import { documentShortId } from '@/lib/statuses/document';
import { documentStatusKey } from '@/lib/statuses/labels';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';
import type { ReviewDocumentInput } from './document.schema';

export interface DocumentReview {
  document: { id: string; name: string };
  decision: Pick<ReviewDocumentInput, 'decision' | 'reason'>;
  /** The customer's documents page, in their language (a site path). */
  page: string;
}

export function documentReviewEmail({ document, decision, page }: DocumentReview, to: MailRecipient): MailMessage {
  return accountMail(to, (t) => {
    const status = t(documentStatusKey(decision.decision)).text;
    return {
      subject: t('documents.email.subject', { name: document.name, status }),
      lines: [
        t('documents.email.greeting', { name: to.name }),
        '',
        t('documents.email.reviewed', { name: document.name, id: documentShortId(document.id), status }),
        decision.reason ? t('documents.email.reason', { reason: decision.reason }) : undefined,
        decision.decision === 'rejected' ? t('documents.email.again') : undefined,
        '',
        t('documents.email.follow', { url: siteLink(page) }),
      ],
    };
  });
}
