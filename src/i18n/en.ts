import type { ptBR } from './pt-BR';
import type { Messages } from './types';
import { common } from './en/common';
import { modules } from './en/modules';
import { leads } from './en/leads';
import { landing } from './en/landing';
import { freight } from './en/freight';
import { auth } from './en/auth';
import { account } from './en/account';
import { admin } from './en/admin';
import { portal } from './en/portal';
import { settings } from './en/settings';
import { statuses } from './en/statuses';

export const en = {
  ...common,
  ...modules,
  ...freight,
  ...leads,
  ...landing,
  ...auth,
  ...account,
  ...admin,
  ...portal,
  ...settings,
  ...statuses,
} as const satisfies Messages<typeof ptBR>;
