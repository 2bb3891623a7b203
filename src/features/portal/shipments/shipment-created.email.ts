// The confirmation a customer gets for a shipment they created, in their language.
// Transactional: their own shipment.
import { localizePath } from '@/lib/paths';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';
import type { CreateShipmentInput } from './shipment.schema';

export interface CreatedShipment extends Omit<CreateShipmentInput, 'submission'> {
  trackingNumber: string;
}

export function shipmentCreatedEmail(shipment: CreatedShipment, to: MailRecipient): MailMessage {
  return accountMail(to, (t, locale) => {
    const tracking = shipment.trackingNumber;
    return {
      subject: t('portal.email.subject', { tracking }),
      lines: [
        t('portal.email.text', {
          name: to.name,
          tracking,
          origin: shipment.origin,
          destination: shipment.destination,
          weight: shipment.weight,
          sender: `${shipment.senderName} <${shipment.senderEmail}>`,
          receiver: `${shipment.receiverName} <${shipment.receiverEmail}>`,
          url: siteLink(localizePath(locale, '/dashboard')),
        }),
      ],
    };
  });
}
