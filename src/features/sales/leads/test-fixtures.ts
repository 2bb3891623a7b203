// Test helpers: leads inserted as the contact form stores them, and reading an .ics back.
import type { DatabaseHandle } from '@/server/db/client';
import { leads } from '@/server/db/schema';

export async function addLead(handle: DatabaseHandle, values: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await handle.db
    .insert(leads)
    .values({
      fullName: 'Maria Teste',
      email: 'maria@ex.com',
      phone: '84999990000',
      locale: 'pt-BR',
      page: '/',
      ...values,
    })
    .returning();
  return row!;
}

/** Unfolds and splits an iCalendar text into [name;params, value] pairs (RFC 5545 §3.1). */
export function parseIcs(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const i = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return [line.slice(0, i), line.slice(i + 1)];
    });
}

export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
