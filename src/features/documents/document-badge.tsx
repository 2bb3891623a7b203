// A document's review status: under review amber, verified green, rejected red.
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { DocumentStatus } from '@/lib/statuses/document';

const tone: Record<DocumentStatus, PillTone> = { pending: 'amber', verified: 'green', rejected: 'red' };

export function DocumentBadge({ status, label }: { status: DocumentStatus; label: string }) {
  return <StatusPill tone={tone[status]} label={label} data-status={status} />;
}
