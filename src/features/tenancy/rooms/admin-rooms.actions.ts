import { doneAt } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { staffFormAction } from '@/server/forms/form-action';
import { cancelBookingSchema, roomSchema } from './rooms.schema';
import { saveRoom, staffCancelBooking } from './rooms.server';

const ROOMS_PATH = '/admin/tenants/rooms';

/** The staff define the rooms and cancel any booking. */
export const adminRooms = {
  save: staffFormAction(roomSchema, async (staff, input, context) => {
    await saveRoom(staff, input);
    return doneAt(localizePath(context.locals.locale, ROOMS_PATH), 'rooms.admin.saved');
  }),
  cancel: staffFormAction(cancelBookingSchema, async (staff, input, context) => {
    await staffCancelBooking(staff, input);
    return doneAt(localizePath(context.locals.locale, ROOMS_PATH), 'rooms.admin.cancelledFlash');
  }),
};
