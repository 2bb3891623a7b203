import type { Messages } from '../types';
import type { tracking as source } from '../pt-BR/tracking';

export const tracking = {
  'tracking.meta.title': 'Track a shipment',
  'tracking.meta.description': "Follow a shipment's status and history with its tracking number.",
  'tracking.eyebrow': 'Tracking',
  'tracking.title': 'Track a shipment',
  'tracking.lead': "Enter the tracking number to see the shipment's status and history.",
  'tracking.form.label': 'Tracking number',
  'tracking.form.hint': 'For example: PLP-4K7Q2-9XMZ4. Case, spaces and hyphens do not matter.',
  'tracking.form.submit': 'Track',
  'tracking.result.malformed': 'That does not look like a tracking number. Tracking numbers look like PLP-XXXXX-XXXXX.',
  'tracking.result.checksum': 'This number has a typo: check each character and try again.',
  'tracking.result.unknown': 'No shipment found with the number {code}.',
  'tracking.result.limited': 'Too many lookups in a short time. Please wait a few minutes and try again.',
  'tracking.result.heading': 'Shipment {code}',
  'tracking.result.status': 'Status',
  'tracking.result.updated': 'Last update',
  'tracking.result.timeline': 'History',
  'tracking.result.place': 'Place',
  'tracking.result.empty': 'No events recorded.',
  'tracking.result.carrier': 'Carrier',
  'tracking.result.carrierLink': "Follow it on the carrier's site (opens in a new tab)",
  'tracking.result.privacy':
    'For privacy, this page shows no names, addresses, emails or weights. The customer sees everything in the portal.',
} as const satisfies Messages<typeof source>;
