// The first admin, from ADMIN_EMAIL + ADMIN_PASSWORD at start-up: created (verified, role admin) or,
// when the account exists, promoted and verified. Its password is only set on creation: an admin who
// changed it keeps the new one. Idempotent.
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './auth-password';
import type { Auth } from './auth';

export type FirstAdminResult = 'created' | 'promoted' | 'unchanged';

export async function ensureFirstAdmin(auth: Auth, email: string, password: string): Promise<FirstAdminResult> {
  if (!isStrongPassword(password)) throw new Error(`ADMIN_PASSWORD: ${PASSWORD_RULE_MESSAGE}`);
  const ctx = await auth.$context;
  const normalised = email.trim().toLowerCase();
  const linkPassword = async (userId: string) =>
    ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: await ctx.password.hash(password),
    });
  const found = await ctx.internalAdapter.findUserByEmail(normalised, { includeAccounts: true });
  if (found) {
    const user = found.user as typeof found.user & { role?: string | null };
    // A start-up interrupted between creating the user and its password finishes the job here.
    const hasPassword = found.accounts.some((a) => a.providerId === 'credential');
    if (user.role === 'admin' && user.emailVerified && hasPassword) return 'unchanged';
    if (!hasPassword) await linkPassword(user.id);
    await ctx.internalAdapter.updateUser(user.id, { role: 'admin', emailVerified: true });
    return 'promoted';
  }
  // 'gerencia@empresa.com' -> 'Gerencia Empresa': a name the profile's rules accept, shown until the
  // admin edits it on the Settings tab.
  const [localPart, domain] = normalised.split('@');
  const capitalised = (word: string | undefined, fallback: string) =>
    word ? word.charAt(0).toUpperCase() + word.slice(1, 100) : fallback;
  const firstName = capitalised(localPart, 'Admin');
  const lastName = capitalised(domain?.split('.')[0], 'Admin');
  const user = await ctx.internalAdapter.createUser(
    {
      email: normalised,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      locale: 'pt-BR',
      role: 'admin',
      emailVerified: true,
    },
    { method: 'admin' },
  );
  await linkPassword(user.id);
  return 'created';
}
