// The source catalogue: every key lives here first; en.ts must translate each one.
import { common } from './pt-BR/common';
import { modules } from './pt-BR/modules';
import { leads } from './pt-BR/leads';
import { landing } from './pt-BR/landing';
import { freight } from './pt-BR/freight';
import { auth } from './pt-BR/auth';
import { account } from './pt-BR/account';
import { admin } from './pt-BR/admin';
import { portal } from './pt-BR/portal';
import { settings } from './pt-BR/settings';
import { statuses } from './pt-BR/statuses';

export const ptBR = {
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
} as const;
