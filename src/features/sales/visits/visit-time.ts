// A visit's slot list for people, in the site's time zone (America/Fortaleza): the formatters are
// made once per language, as the list formats a hundred slots per page.
import { siteDateFormatter } from '@/lib/format';

/** A day's heading in the slot list: 'quarta-feira, 25 de novembro'. */
export const slotDay = siteDateFormatter({ weekday: 'long', day: 'numeric', month: 'long' });

/** A slot's time: '14:30', '2:30 PM'. */
export const slotTime = siteDateFormatter({ timeStyle: 'short' });
