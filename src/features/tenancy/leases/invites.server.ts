// A tenant's people, managed by its main account and managers: invite a colleague by email (a
// random token in the link, its hash stored: src/server/signed-links.ts), withdraw an invitation, remove a person (never the
// main account). The invited person accepts once: one conditional UPDATE and the new membership in
// one transaction, so a link cannot be used twice nor after it expires.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n-types';
import type { InviteRole } from '@/lib/statuses/tenancy';
import { db, type Database } from '@/server/db/client';
import { tenantInvites, tenantMembers, tenants, user } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { randomToken, storedHash } from '@/server/signed-links';
import type { InviteInput } from './tenancy.schema';
import { managesPeople, tenancyOf } from './tenancy.server';
import { TENANT_INVITE_DAYS, tenantInviteEmail } from './tenant-invite.email';

const DAY_MS = 86_400_000;

interface Person {
  id: string;
  name: string;
}

/** The tenancy of `person` when they may invite and remove people; otherwise a refusal. */
async function managedTenancy(person: Person, database: Database) {
  const tenancy = await tenancyOf(person.id, undefined, database);
  if (!tenancy) refuse('FORBIDDEN', 'tenancy.error.notTenant');
  if (!managesPeople(tenancy.role)) refuse('FORBIDDEN', 'tenancy.error.cannotManage');
  return tenancy;
}

/**
 * Invites `input.email` to the inviter's tenant with `input.role`: the invitation and its email (in
 * `input.locale`) in one transaction. Returns the invitation's id and its token (the link's).
 */
export async function inviteColleague(
  inviter: Person,
  input: InviteInput,
  now = new Date(),
  database: Database = db(),
) {
  const tenancy = await managedTenancy(inviter, database);
  const email = input.email.toLowerCase();
  const [already] = await database
    .select({ id: tenantMembers.userId })
    .from(tenantMembers)
    .innerJoin(user, eq(user.id, tenantMembers.userId))
    .where(and(eq(tenantMembers.tenantId, tenancy.tenantId), sql`lower(${user.email}) = ${email}`));
  if (already) refuse('CONFLICT', 'tenancy.error.alreadyMember');
  const token = randomToken();
  return database.transaction(async (tx) => {
    const [invite] = await tx
      .insert(tenantInvites)
      .values({
        tenantId: tenancy.tenantId,
        email,
        role: input.role,
        locale: input.locale,
        tokenHash: storedHash(token),
        invitedBy: inviter.id,
        expiresAt: new Date(now.getTime() + TENANT_INVITE_DAYS * DAY_MS),
      })
      .returning({ id: tenantInvites.id });
    await enqueueMail(
      tx,
      tenantInviteEmail(
        { token, tenantName: tenancy.tenantName, role: input.role, invitedBy: inviter.name },
        { email, locale: input.locale },
      ),
      { cause: { kind: 'tenant', id: tenancy.tenantId } },
    );
    return { id: invite!.id, token };
  });
}

/** Withdraws a pending invitation of the actor's tenant; another tenant's (or none) is not found. */
export async function withdrawInvite(actor: Person, inviteId: string, database: Database = db()) {
  const tenancy = await managedTenancy(actor, database);
  const gone = await database
    .delete(tenantInvites)
    .where(
      and(
        eq(tenantInvites.id, inviteId),
        eq(tenantInvites.tenantId, tenancy.tenantId),
        isNull(tenantInvites.acceptedAt),
      ),
    )
    .returning({ id: tenantInvites.id });
  if (gone.length === 0) refuse('NOT_FOUND', 'tenancy.error.inviteNotFound');
}

/** Removes a person from the actor's tenant; the main account, or someone of another tenant, is not found. */
export async function removeMember(actor: Person, userId: string, database: Database = db()) {
  const tenancy = await managedTenancy(actor, database);
  const gone = await database
    .delete(tenantMembers)
    .where(
      and(
        eq(tenantMembers.userId, userId),
        eq(tenantMembers.tenantId, tenancy.tenantId),
        ne(tenantMembers.role, 'main'),
      ),
    )
    .returning({ id: tenantMembers.userId });
  if (gone.length === 0) refuse('NOT_FOUND', 'tenancy.error.memberNotFound');
}

export type InviteState = 'open' | 'used' | 'expired';

export interface InviteView {
  tenantName: string;
  role: InviteRole;
  email: string;
  locale: Locale;
  state: InviteState;
}

/** The invitation a link's token names (null: none, or withdrawn), and whether it can still be accepted. */
export async function inviteByToken(token: string, now = new Date(), database: Database = db()) {
  const [row] = await database
    .select({
      tenantName: tenants.name,
      role: tenantInvites.role,
      email: tenantInvites.email,
      locale: tenantInvites.locale,
      acceptedAt: tenantInvites.acceptedAt,
      expiresAt: tenantInvites.expiresAt,
    })
    .from(tenantInvites)
    .innerJoin(tenants, eq(tenants.id, tenantInvites.tenantId))
    .where(eq(tenantInvites.tokenHash, storedHash(token)));
  if (!row) return null;
  const state: InviteState = row.acceptedAt ? 'used' : row.expiresAt <= now ? 'expired' : 'open';
  return {
    tenantName: row.tenantName,
    role: row.role,
    email: row.email,
    locale: row.locale === 'en' ? 'en' : 'pt-BR',
    state,
  } satisfies InviteView;
}

/**
 * `userId` accepts the invitation of `token` and joins its tenant. Refused when the account already
 * belongs to a tenant, or the invitation is used, expired or withdrawn.
 */
export async function acceptInvite(userId: string, token: string, now = new Date(), database: Database = db()) {
  return database.transaction(async (tx) => {
    const [member] = await tx
      .select({ tenantId: tenantMembers.tenantId })
      .from(tenantMembers)
      .where(eq(tenantMembers.userId, userId));
    if (member) refuse('CONFLICT', 'tenancy.invite.alreadyTenant');
    const [invite] = await tx
      .update(tenantInvites)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(tenantInvites.tokenHash, storedHash(token)),
          isNull(tenantInvites.acceptedAt),
          gt(tenantInvites.expiresAt, now),
        ),
      )
      .returning({ tenantId: tenantInvites.tenantId, role: tenantInvites.role });
    if (!invite) refuse('NOT_FOUND', 'tenancy.invite.gone');
    // The account joined another tenant meanwhile: nothing is written (the update rolls back).
    const joined = await tx
      .insert(tenantMembers)
      .values({ userId, tenantId: invite.tenantId, role: invite.role })
      .onConflictDoNothing()
      .returning({ tenantId: tenantMembers.tenantId });
    if (joined.length === 0) refuse('CONFLICT', 'tenancy.invite.alreadyTenant');
    return { tenantId: invite.tenantId };
  });
}
