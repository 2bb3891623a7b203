import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { cancelBookingSchema, roomSchema } from './rooms.schema';
import { saveRoom, staffCancelBooking } from './rooms.server';

/** The staff define the rooms and cancel any booking. */
export const adminRooms = {
  save: defineAction({
    accept: 'form',
    input: roomSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await saveRoom(staff, input);
      return {
        next: localizePath(context.locals.locale, '/admin/tenants/rooms'),
        flash: successFlash('rooms.admin.saved'),
      };
    },
  }),
  cancel: defineAction({
    accept: 'form',
    input: cancelBookingSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await staffCancelBooking(staff, input);
      return {
        next: localizePath(context.locals.locale, '/admin/tenants/rooms'),
        flash: successFlash('rooms.admin.cancelledFlash'),
      };
    },
  }),
};
