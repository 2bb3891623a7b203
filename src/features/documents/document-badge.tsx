// A document's review status: under review amber, verified green, rejected red.
import type { DocumentStatus } from '@/lib/statuses/document';

const tone: Record<DocumentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  verified: 'bg-green-100 text-green-800 ring-green-300',
  rejected: 'bg-red-100 text-red-800 ring-red-300',
};

export function DocumentBadge({ status, label }: { status: DocumentStatus; label: string }) {
  return (
    <span data-status={status} className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status]}`}>
      {label}
    </span>
  );
}
