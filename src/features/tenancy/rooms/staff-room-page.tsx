// The staff's page of one room: its form, saved with an audit entry.
import { AdminHeading } from '@/components/admin-heading';
import type { FormState } from '@/lib/forms/form-state';
import { RoomForm } from './room-form';
import type { StaffRoomProps } from './rooms-view.server';

export function StaffRoomPage({
  props,
  tabs,
  save,
}: {
  props: StaffRoomProps;
  tabs: Parameters<typeof AdminHeading>[0]['tabs'];
  save: FormState;
}) {
  return (
    <section className="grid gap-8">
      <AdminHeading title={props.title} tabs={tabs} />
      <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
        ← {props.labels['rooms.admin.back']}
      </a>
      <RoomForm labels={props.labels} state={save} title={props.title} room={props.room} />
    </section>
  );
}
