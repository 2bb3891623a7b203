// Tells a customer their shipment moved to a new status (where, why, when), in their language.
// Transactional: their own shipment's status.
import { formatDateTime } from '@/lib/format';
import { shipmentStatusKey } from '@/lib/statuses/labels';
import type { ShipmentEventRow, ShipmentRow } from '@/server/db/schema';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';

export interface ShipmentStatusChange {
  shipment: Pick<ShipmentRow, 'trackingNumber' | 'origin' | 'destination'>;
  event: Pick<ShipmentEventRow, 'status' | 'place' | 'note' | 'createdAt'>;
  /** The customer's page of the shipment, in their language (a site path). */
  page: string;
}

export function shipmentStatusEmail({ shipment, event, page }: ShipmentStatusChange, to: MailRecipient): MailMessage {
  return accountMail(to, (t, locale) => {
    const status = t(shipmentStatusKey(event.status)).text;
    const tracking = shipment.trackingNumber;
    return {
      subject: t('shipmentOps.email.subject', { tracking, status }),
      lines: [
        t('shipmentOps.email.greeting', { name: to.name }),
        '',
        t('shipmentOps.email.changed', {
          tracking,
          origin: shipment.origin,
          destination: shipment.destination,
          status,
        }),
        event.place ? t('shipmentOps.email.place', { place: event.place }) : undefined,
        event.note ? t('shipmentOps.email.note', { note: event.note }) : undefined,
        t('shipmentOps.email.when', { time: formatDateTime(event.createdAt, locale) }),
        '',
        t('shipmentOps.email.follow', { url: siteLink(page) }),
      ],
    };
  });
}
