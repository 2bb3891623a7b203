// The staff's editor of each module's public content, in the Site section (/admin/site/modules).
export const adminSiteModules = {
  'adminSite.tabs': 'Partes do site',
  'adminSite.tab.identity': 'Identidade',
  'adminSite.tab.modules': 'Módulos',
  'adminSiteModules.meta.title': 'Módulos no site — Administração',
  'adminSiteModules.title': 'Módulos no site',
  'adminSiteModules.intro':
    'O que os visitantes veem de cada módulo: a descrição nos dois idiomas, as áreas do Quadro de Áreas e o valor mensal. Os status e as anotações internas ficam em Módulos.',
  'adminSiteModules.col.module': 'Módulo',
  'adminSiteModules.col.status': 'Status',
  'adminSiteModules.col.total': 'Área total',
  'adminSiteModules.col.monthly': 'Valor mensal',
  'adminSiteModules.edit': 'Editar',
  'adminSiteModules.editTitle': 'Módulo {n} no site',
  'adminSiteModules.back': 'Todos os módulos',
  'adminSiteModules.descriptions': 'Descrição',
  'adminSiteModules.descriptionsHint':
    'Texto simples; uma quebra de linha vira quebra de linha. Também aceita **negrito**, *itálico*, listas com "- " e links [texto](https://…). HTML não é interpretado.',
  'adminSiteModules.areas': 'Quadro de Áreas',
  'adminSiteModules.areasHint':
    'Em m², com até 4 casas decimais e sem separador de milhar, como 1490,62. O total e os totais do quadro são recalculados.',
  'adminSiteModules.price': 'Valor mensal',
  'adminSiteModules.priceHint':
    'Opcional. Preencha os três valores (podem ser 0) ou deixe os três em branco para mostrar "Sob consulta". O site mostra a soma.',
  'adminSiteModules.field.descriptionPt': 'Descrição em português',
  'adminSiteModules.field.descriptionEn': 'Descrição em inglês',
  'adminSiteModules.field.storageArea': 'Armazenagem (m²)',
  'adminSiteModules.field.mezzanineArea': 'Mezanino (m²)',
  'adminSiteModules.field.canopyArea': 'Marquise (m²)',
  'adminSiteModules.field.gatehouseArea': 'Portaria/Apoio (m²)',
  'adminSiteModules.field.utilitiesArea': 'Utilidades (m²)',
  'adminSiteModules.field.docks': 'Docas',
  'adminSiteModules.field.ramps': 'Rampas',
  'adminSiteModules.field.rent': 'Aluguel (R$ por mês)',
  'adminSiteModules.field.condoFee': 'Condomínio (R$ por mês)',
  'adminSiteModules.field.iptu': 'IPTU estimado (R$ por mês)',
  'adminSiteModules.save': 'Salvar',
  'adminSiteModules.saved': 'Módulo salvo: o site já mostra a mudança',
  'adminSiteModules.unchanged': 'Nada mudou: o módulo já estava assim',
  'adminSiteModules.lastChange': 'Última alteração por {who} em {when}',
  'adminSiteModules.neverChanged': 'Nunca alterado aqui: o site mostra os valores da especificação.',
  'adminSiteModules.error.description': 'Escreva a descrição.',
  'adminSiteModules.error.tooLong': 'Texto longo demais (até 2.000 caracteres).',
  'adminSiteModules.error.area':
    'Informe a área em m², de 0 a 100.000, com até 4 casas decimais e sem separador de milhar (como 1490,62).',
  'adminSiteModules.error.count': 'Informe um número inteiro de 0 a 50.',
  'adminSiteModules.error.money': 'Informe um valor em reais, como 45.000,00 (até R$ 10.000.000,00).',
  'adminSiteModules.error.priceParts':
    'Preencha aluguel, condomínio e IPTU juntos (podem ser 0), ou deixe os três em branco.',
  'adminSiteModules.error.changedMeanwhile':
    'Outra pessoa alterou este módulo enquanto você editava. Nada foi salvo: recarregue a página e refaça a alteração.',
} as const;
