// A shipment's status with the spec's colours: delivered green, in transit blue, pending yellow,
// anything else grey.
const tone: Record<string, string> = {
  delivered: 'bg-green-100 text-green-800 ring-green-300',
  'in-transit': 'bg-blue-100 text-blue-800 ring-blue-300',
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span data-status={status} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status] ?? 'bg-gray-100 text-gray-800 ring-gray-300'}`}>
      {label}
    </span>
  );
}
