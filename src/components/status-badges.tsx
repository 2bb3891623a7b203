// Each status as a badge with its colours, for every list and page that shows one (staff and
// customers alike): a pill for shipments, charges, documents, support requests and a lead's stage,
// a tag with an icon for a module's availability. `data-*` props mark them for tests and styles.
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { ChargeState } from '@/lib/statuses/charge';
import type { DocumentStatus } from '@/lib/statuses/document';
import type { LeadStatus } from '@/lib/statuses/lead';
import type { ModuleStatus } from '@/lib/statuses/module';
import type { ShipmentStatus } from '@/lib/statuses/shipment';
import type { SupportStatus } from '@/lib/statuses/support';

// The spec's colours: delivered green, in transit blue, pending yellow, any other status grey.
const SHIPMENT_TONES: Record<ShipmentStatus, PillTone> = {
  delivered: 'green',
  'in-transit': 'blue',
  pending: 'yellow',
  approved: 'grey',
  collected: 'grey',
  'out-for-delivery': 'grey',
  exception: 'grey',
  cancelled: 'grey',
};

export function ShipmentBadge({ status, label }: { status: ShipmentStatus; label: string }) {
  return <StatusPill tone={SHIPMENT_TONES[status]} label={label} data-status={status} />;
}

// Paid green, open blue, overdue red, cancelled grey.
const CHARGE_TONES: Record<ChargeState, PillTone> = { open: 'blue', overdue: 'red', paid: 'green', cancelled: 'grey' };

export function ChargeBadge({ state, label }: { state: ChargeState; label: string }) {
  return <StatusPill tone={CHARGE_TONES[state]} label={label} data-state={state} />;
}

// Under review amber, verified green, rejected red.
const DOCUMENT_TONES: Record<DocumentStatus, PillTone> = { pending: 'amber', verified: 'green', rejected: 'red' };

export function DocumentBadge({ status, label }: { status: DocumentStatus; label: string }) {
  return <StatusPill tone={DOCUMENT_TONES[status]} label={label} data-status={status} />;
}

// Open amber (the staff owe an answer), answered blue, closed grey.
const SUPPORT_TONES: Record<SupportStatus, PillTone> = { open: 'amber', answered: 'blue', closed: 'grey' };

export function SupportBadge({ status, label }: { status: SupportStatus; label: string }) {
  return <StatusPill tone={SUPPORT_TONES[status]} label={label} data-status={status} />;
}

// 'Disponível' / 'Reservado' / 'Alugado': colour, an icon and the word, so colour is never the only
// signal. The looks are the status-tag classes of src/styles/components.css: a page lists many tags.
const MODULE_ICONS: Record<ModuleStatus, string> = {
  available: 'M5 12.5l4.5 4.5L19 7.5',
  reserved: 'M12 7v5l3 2M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  leased: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
};

export function ModuleStatusTag({ status, label }: { status: ModuleStatus; label: string }) {
  return (
    <span data-status-tag={status} className={`status-tag status-tag-${status}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={MODULE_ICONS[status]} />
      </svg>
      {label}
    </span>
  );
}

const STAGE_TONES: Record<LeadStatus, PillTone> = {
  new: 'blue',
  contacted: 'grey',
  'visit-scheduled': 'yellow',
  'proposal-sent': 'amber',
  won: 'green',
  lost: 'red',
};

/** A lead's stage in the sales pipeline. */
export function StagePill({ stage, label }: { stage: LeadStatus; label: string }) {
  return <StatusPill tone={STAGE_TONES[stage]} label={label} data-stage={stage} />;
}
