export const admin = {
  'admin.nav.label': 'Seções do painel administrativo',
  'admin.nav.menu': 'Seções',
  'admin.nav.overview': 'Visão geral',
  'admin.nav.leads': 'Contatos',
  'admin.nav.visits': 'Visitas',
  'admin.nav.accounts': 'Contas',
  'admin.nav.modules': 'Módulos',
  'admin.nav.site': 'Site',
  'admin.nav.mail': 'E-mails',
  'admin.nav.audit': 'Auditoria',
  'admin.delivery.none': 'Sem aviso',
} as const;
