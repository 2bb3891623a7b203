// The freight company's offices. Addresses are written the way each country writes them; an
// office's mailbox is its id in lower case (newyork@, on the site's own email domain).
export type OfficeId = 'newYork' | 'london' | 'singapore';

export interface Office {
  id: OfficeId;
  /** ISO 3166 region, named in the visitor's language with Intl.DisplayNames. */
  country: 'US' | 'GB' | 'SG';
  addressLines: readonly string[];
  phone: { e164: string; display: string };
}

export const HEADQUARTERS: OfficeId = 'newYork';

export const offices: readonly Office[] = [
  {
    id: 'newYork',
    country: 'US',
    addressLines: ['125 Maiden Lane, 14th Floor', 'New York, NY 10038'],
    phone: { e164: '+12125550142', display: '+1 212 555 0142' },
  },
  {
    id: 'london',
    country: 'GB',
    addressLines: ['30 Crown Place, 5th Floor', 'London EC2A 4ES'],
    phone: { e164: '+442079460321', display: '+44 20 7946 0321' },
  },
  {
    id: 'singapore',
    country: 'SG',
    addressLines: ['10 Anson Road, #22-02', 'International Plaza', 'Singapore 079903'],
    phone: { e164: '+6562250188', display: '+65 6225 0188' },
  },
];
