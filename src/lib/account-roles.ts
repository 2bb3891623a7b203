/** The roles an account can have: a customer ('user') and staff ('admin'), as Better Auth names them. */
export const ACCOUNT_ROLES = ['user', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const isAccountRole = (value: unknown): value is AccountRole => ACCOUNT_ROLES.some((role) => role === value);
