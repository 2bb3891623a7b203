// The condominium's identity printed on every template: its name and one line of contacts.
import { formatPhone } from '@/lib/format';
import { siteConfig } from '@/server/site-config';

export interface TemplateBrand {
  name: string;
  /** Address, phone and e-mail on one line. */
  contact: string;
}

export function templateBrand(): TemplateBrand {
  const { name, address, phone, email } = siteConfig();
  const place = `${address.street}, ${address.district}, ${address.city}/${address.state}, ${address.postalCode}`;
  return { name, contact: [place, formatPhone(phone), email].join(' · ') };
}

/** The date every generated file carries, so the same template always yields the same bytes. */
export const TEMPLATES_REVISED = new Date('2026-09-01T12:00:00Z');
