// Módulos no painel: a situação de cada módulo (o site mostra na hora) e as anotações internas.
export const adminModules = {
  'adminModules.meta.title': 'Módulos — Administração',
  'adminModules.title': 'Módulos',
  'adminModules.intro':
    'A situação de cada módulo aparece no site assim que é salva. Locatário, fim do contrato e anotação são internos: só a equipe vê.',
  'adminModules.field.status': 'Situação',
  'adminModules.field.tenant': 'Locatário',
  'adminModules.field.contractEnd': 'Fim do contrato',
  'adminModules.field.note': 'Anotação interna',
  'adminModules.save': 'Salvar',
  'adminModules.lastChange': 'Última alteração por {who} em {when}',
  'adminModules.neverChanged': 'Nenhuma alteração registrada.',
  'adminModules.saved': 'Módulo salvo',
  'adminModules.unchanged': 'Nada mudou: o módulo já estava assim',
  'adminModules.error.module': 'Módulo inexistente.',
  'adminModules.error.status': 'Escolha disponível, reservado ou alugado.',
  'adminModules.error.contractEnd': 'Informe uma data válida.',
  'adminModules.error.tooLong': 'Texto longo demais.',
} as const;
