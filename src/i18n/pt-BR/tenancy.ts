// Tenancy: the tenant's part of the portal (its modules, gate passes, maintenance, rooms, notices)
// and the staff's section for them.
export const tenancy = {
  'tenancy.nav.myModule': 'Meu módulo',
  'tenancy.nav.gatePasses': 'Portaria',
  'tenancy.nav.maintenance': 'Manutenção',
  'tenancy.nav.rooms': 'Salas',
  'tenancy.nav.notices': 'Avisos',
  'tenancy.notTenant.title': 'Sua conta ainda não está ligada a um módulo',
  'tenancy.notTenant.body':
    'Esta parte do portal é dos inquilinos do condomínio. Se a sua empresa aluga um módulo, peça à administração que ligue a sua conta a ele, ou ao responsável da sua empresa que convide você.',
  'tenancy.admin.nav': 'Condôminos',
  'tenancy.admin.tabs': 'Partes da seção Condôminos',
  'tenancy.admin.tab.tenants': 'Inquilinos',
  'tenancy.admin.tab.gate': 'Portaria',
  'tenancy.admin.tab.maintenance': 'Manutenção',
  'tenancy.admin.tab.rooms': 'Salas',
  'tenancy.admin.tab.notices': 'Avisos',
} as const;
