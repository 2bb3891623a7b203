// What an email is, as queued (the mail job's payload) and as sent (with its job's id): the types
// the outbox and the transport share, so neither imports the other.

/** A file sent with an email, kept in the job's payload: `content` is text, or base64 when `encoding` says so. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/**
 * A file made when the email is sent, not when it is queued: the attachment source `source`
 * (registerAttachmentSource, by a feature at start-up) makes it from `params`. A queued email stays
 * small, and the request that queues it does not pay for making the file.
 */
export interface AttachmentRef {
  source: string;
  params: Record<string, string | number>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (every *.email.ts gives it; emails queued before it existed have none). */
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Files made at sending (see AttachmentRef); a ref whose source makes nothing is left out. */
  attachmentRefs?: AttachmentRef[];
  /**
   * Set only on an email that is not transactional: where one click unsubscribes the recipient
   * (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058). composeMail requires it for those.
   */
  unsubscribeUrl?: string;
}

/** A queued email on its way out: the job's id gives its Message-ID, so a retried email keeps it. */
export interface OutgoingMail extends MailMessage {
  id: string;
}
