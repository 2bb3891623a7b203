// The tallies the database keeps (drizzle/0023_tally_triggers.sql) against full counts of the
// rows, after inserts, changes of stage, module, status and role, deletes, thousands of changes in
// one statement (so that changes are folded into the totals along the way) and a TRUNCATE.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { readTally, type TallySubject } from './tallies';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'shipments', 'user']);

const FULL_COUNTS: Record<TallySubject, string> = {
  'lead.status': 'SELECT status AS key, count(*)::int AS n FROM leads GROUP BY 1',
  'lead.module': "SELECT coalesce(module_number::text, 'none') AS key, count(*)::int AS n FROM leads GROUP BY 1",
  'shipment.status': 'SELECT status AS key, count(*)::int AS n FROM shipments GROUP BY 1',
  'user.role': `SELECT coalesce(role, 'none') AS key, count(*)::int AS n FROM "user" GROUP BY 1`,
};

async function expectTalliesMatchCounts() {
  for (const [subject, query] of Object.entries(FULL_COUNTS) as [TallySubject, string][]) {
    const { rows } = (await handle.db.execute(sql.raw(query))) as unknown as { rows: { key: string; n: number }[] };
    const counted = Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
    const tallied = Object.fromEntries([...(await readTally(subject))].filter(([, n]) => n !== 0));
    expect(tallied, subject).toEqual(counted);
  }
}

const addLeads = (n: number, status = 'new', module: number | null = null) =>
  handle.db.execute(sql`
    INSERT INTO leads (full_name, email, phone, locale, page, status, module_number)
    SELECT 'Lead ' || i, 'l' || i || '@example.com', '84 9999-0000', 'pt-BR', '/', ${status}, ${module}
    FROM generate_series(1, ${n}) AS i`);

async function addShipment(userId: string, tracking: string) {
  await handle.db.transaction(async (tx) => {
    const [row] = (
      (await tx.execute(sql`
        INSERT INTO shipments (user_id, tracking_number, origin, destination, weight_kg,
          sender_name, sender_email, receiver_name, receiver_email)
        VALUES (${userId}, ${tracking}, 'Natal/RN', 'Recife/PE', 5, 'Ana', 'a@ex.com', 'Rui', 'r@ex.com')
        RETURNING id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await tx.execute(sql`INSERT INTO shipment_events (shipment_id, status) VALUES (${row!.id}, 'pending')`);
  });
}

describe(`the tallies on ${testEngine}`, () => {
  it('match a full count of the rows after a series of changes', async () => {
    await handle.db.execute(sql`
      INSERT INTO "user" (id, name, email, email_verified, first_name, last_name, locale, role)
      VALUES ('c1', 'C1', 'c1@ex.com', true, 'C', '1', 'pt-BR', 'user'),
             ('c2', 'C2', 'c2@ex.com', true, 'C', '2', 'pt-BR', 'user'),
             ('s1', 'S1', 's1@ex.com', true, 'S', '1', 'pt-BR', 'admin')`);
    await addLeads(3000, 'new', 7);
    await addLeads(40, 'contacted');
    await expectTalliesMatchCounts();

    await handle.db.execute(sql`UPDATE leads SET status = 'won' WHERE full_name IN ('Lead 1', 'Lead 2')`);
    await handle.db.execute(sql`UPDATE leads SET module_number = 3 WHERE full_name = 'Lead 3'`);
    // A change to nothing that is tallied, and a change back and forth in one transaction.
    await handle.db.execute(sql`UPDATE leads SET follow_up_on = '2026-12-01' WHERE full_name = 'Lead 4'`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE leads SET status = 'lost', lost_reason = 'x' WHERE full_name = 'Lead 5'`);
      await tx.execute(sql`UPDATE leads SET status = 'new', lost_reason = NULL WHERE full_name = 'Lead 5'`);
    });
    await handle.db.execute(sql`DELETE FROM leads WHERE full_name IN ('Lead 6', 'Lead 7', 'Lead 8')`);
    await handle.db.execute(sql`UPDATE "user" SET role = 'admin' WHERE id = 'c2'`);
    await addShipment('c1', 'BR-T-1');
    await addShipment('c1', 'BR-T-2');
    await handle.db.execute(sql`
      INSERT INTO shipment_events (shipment_id, status)
      SELECT id, 'approved' FROM shipments WHERE tracking_number = 'BR-T-1'`);
    await expectTalliesMatchCounts();

    // A rolled-back change leaves the tallies as they were.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE leads SET status = 'won'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectTalliesMatchCounts();

    await handle.db.execute(sql`DELETE FROM "user" WHERE id = 's1'`);
    await handle.db.execute(sql`TRUNCATE leads CASCADE`);
    await expectTalliesMatchCounts();
    expect([...(await readTally('lead.status'))].filter(([, n]) => n !== 0)).toEqual([]);
  });
});
