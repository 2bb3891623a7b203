// Tells the person who booked a room that the staff cancelled the booking, in their language.
// Transactional: about their own booking.
import { formatDay } from '@/lib/format';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';

export interface CancelledBooking {
  /** The room's name in the recipient's language. */
  room: string;
  /** 'yyyy-MM-dd' and 'HH:mm–HH:mm', site time. */
  day: string;
  time: string;
  /** The tenant's rooms page, in their language (a site path). */
  page: string;
}

export function bookingCancelledEmail(booking: CancelledBooking, to: MailRecipient): MailMessage {
  return accountMail(to, (t, locale) => {
    const facts = { room: booking.room, day: formatDay(booking.day, locale), time: booking.time };
    return {
      subject: t('rooms.email.subject', facts),
      lines: [
        t('rooms.email.greeting', { name: to.name }),
        '',
        t('rooms.email.cancelled', facts),
        '',
        t('rooms.email.follow', { url: siteLink(booking.page) }),
      ],
    };
  });
}
