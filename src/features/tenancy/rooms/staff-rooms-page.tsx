// The staff's Rooms page: the rooms (each linking to its form), the new-room form and every
// upcoming booking, paged and filtered by room, each with a cancel button (the tenant is told).
import { AdminHeading } from '@/components/admin-heading';
import { CardHeading } from '@/components/card-heading';
import { PagedList } from '@/components/paged-list';
import { TitledSection } from '@/components/titled-section';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import type { FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { RoomForm } from './room-form';
import type { StaffRoomsProps } from './rooms-view.server';

export function StaffRoomsPage({
  props,
  tabs,
  save,
  cancel,
}: {
  props: StaffRoomsProps;
  tabs: Parameters<typeof AdminHeading>[0]['tabs'];
  save: FormState;
  cancel: FormState;
}) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <AdminHeading title={l['rooms.admin.title']} tabs={tabs} />
      <TitledSection id="rooms" title={l['rooms.admin.rooms']} className="grid gap-4">
        {props.rooms.length === 0 ? (
          <p className="text-muted-foreground">{l['rooms.admin.noRooms']}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="staff-rooms">
            {props.rooms.map((room) => (
              <li key={room.id} className="portal-card grid content-start gap-2" data-room={room.id}>
                <CardHeading title={room.name} titleClassName="text-lg font-semibold">
                  <a href={room.editHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {l['rooms.admin.edit']}
                  </a>
                </CardHeading>
                <ul className="grid gap-1 text-sm text-muted-foreground">
                  {room.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <RoomForm labels={l} state={save} title={l['rooms.admin.new']} />
      <TitledSection id="bookings" title={l['rooms.admin.bookings']} className="grid gap-4">
        <form method="get" action={props.filterAction} className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1.5 text-sm font-medium">
            {l['rooms.admin.filter']}
            <Select
              name="sala"
              defaultValue={props.room}
              none={l['rooms.admin.allRooms']}
              options={props.rooms.map((room) => ({ value: room.id, label: room.name }))}
            />
          </label>
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {l['rooms.admin.filterSubmit']}
          </button>
        </form>
        {props.countText && <p className="text-sm text-muted-foreground">{props.countText}</p>}
        <FormAlert message={cancel.formError ?? cancel.errors?.bookingId} />
        <PagedList
          rows={props.bookings}
          empty={<p className="text-muted-foreground">{l['rooms.admin.noBookings']}</p>}
          className="grid gap-3"
          testId="staff-bookings"
          list={props}
        >
          {(b) => (
            <li key={b.id} className="portal-card grid gap-3 sm:grid-cols-[1fr_auto]" data-booking={b.id}>
              <Facts
                className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2"
                facts={[
                  { label: l['rooms.col.room'], value: b.room, className: 'font-semibold break-words' },
                  { label: l['rooms.col.when'], value: b.when, className: 'tabular-nums' },
                  { label: l['rooms.col.tenant'], value: b.tenant, className: 'break-words' },
                  { label: l['rooms.col.by'], value: b.by, className: 'break-words' },
                  { label: l['rooms.col.status'], value: b.statusLabel },
                ]}
              />
              {b.status === 'booked' && (
                <form method="post" action={cancel.action} className="self-center">
                  <input type="hidden" name="bookingId" value={b.id} />
                  <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                    {l['rooms.admin.cancel']}
                  </button>
                </form>
              )}
            </li>
          )}
        </PagedList>
      </TitledSection>
    </section>
  );
}
