import { defineAction, type ActionAPIContext } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { requireTenant } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { bookRoomSchema, cancelBookingSchema } from './rooms.schema';
import { bookRoom, cancelOwnBooking, tenantRoomsPath } from './rooms.server';

/** The signed-in person and their tenant; an account of no tenant is refused. */
async function booker(context: ActionAPIContext) {
  const { user, tenancy } = await requireTenant(context);
  return { userId: user.id, tenantId: tenancy.tenantId };
}

/** A tenant's people book the rooms and cancel their tenant's bookings. */
export const rooms = {
  book: defineAction({
    accept: 'form',
    input: bookRoomSchema,
    handler: async (input, context): Promise<FormResult> => {
      await bookRoom(await booker(context), input);
      return { next: tenantRoomsPath(context.locals.locale), flash: successFlash('rooms.booked') };
    },
  }),
  cancel: defineAction({
    accept: 'form',
    input: cancelBookingSchema,
    handler: async (input, context): Promise<FormResult> => {
      await cancelOwnBooking(await booker(context), input);
      return { next: tenantRoomsPath(context.locals.locale), flash: successFlash('rooms.cancelled') };
    },
  }),
};
