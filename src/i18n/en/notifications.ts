import type { Messages } from '../types';
import type { notifications as source } from '../pt-BR/notifications';

export const notifications = {
  'notifications.meta': 'Notifications',
  'notifications.title': 'Notifications',
  'notifications.sidebar': 'Notifications',
  'notifications.empty': 'No notifications at this time.',
  'notifications.unread': 'Unread',
  'notifications.summary.none': 'None unread.',
  'notifications.summary.one': '1 unread',
  'notifications.summary.other': '{count} unread',
  'notifications.markRead': 'Mark as read',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.previous': 'Previous',
  'notifications.next': 'Next',
  'notifications.pages': 'Page {page} of {pages}',
  'notifications.seeAll': 'See all',
  'notifications.seeAllLabel': 'See all notifications',
  'notifications.flash.markedOne': 'Notification marked as read.',
  'notifications.flash.markedAll': 'All notifications were marked as read.',
  'notifications.error.failed': 'Could not mark as read. Reload the page and try again.',
  'notifications.header.none': 'Notifications, none unread',
  'notifications.header.one': '1 unread notification',
  'notifications.header.other': '{count} unread notifications',
  'notifications.live.announce': 'New notification: {title}',
} as const satisfies Messages<typeof source>;
