import { doneAt } from '@/lib/forms/form-state';
import { tenantFormAction } from '@/server/forms/form-action';
import { bookRoomSchema, cancelBookingSchema } from './rooms.schema';
import { bookRoom, cancelOwnBooking, tenantRoomsPath } from './rooms.server';

/** The signed-in person and their tenant (an account of no tenant is refused). */
const booker = ({ user, tenancy }: { user: { id: string }; tenancy: { tenantId: string } }) => ({
  userId: user.id,
  tenantId: tenancy.tenantId,
});

/** A tenant's people book the rooms and cancel their tenant's bookings. */
export const rooms = {
  book: tenantFormAction(bookRoomSchema, async (tenant, input, context) => {
    await bookRoom(booker(tenant), input);
    return doneAt(tenantRoomsPath(context.locals.locale), 'rooms.booked');
  }),
  cancel: tenantFormAction(cancelBookingSchema, async (tenant, input, context) => {
    await cancelOwnBooking(booker(tenant), input);
    return doneAt(tenantRoomsPath(context.locals.locale), 'rooms.cancelled');
  }),
};
