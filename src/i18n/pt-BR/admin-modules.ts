// Módulos no painel: a situação de cada módulo (o site mostra na hora) e as anotações internas.
export const adminModules = {
  'adminModules.meta.title': 'Módulos — Administração',
  'adminModules.title': 'Módulos',
  'adminModules.intro':
    'A situação de cada módulo aparece no site assim que é salva. Um módulo com contrato vigente aparece alugado até o fim do contrato; depois, disponível, ou reservado se a equipe o reservou. A anotação é interna: só a equipe vê.',
  'adminModules.field.status': 'Situação',
  'adminModules.leasedHint':
    'Alugado enquanto o contrato vigorar. Escolha Reservado para segurá-lo para um interessado quando o contrato terminar.',
  'adminModules.untrackedHint':
    'Marcado como alugado sem contrato registrado: vincule o contrato abaixo, ou salve como Disponível para liberá-lo.',
  'adminModules.earlierRecord': 'Registro anterior: {tenant}, contrato até {end}',
  'adminModules.earlierRecordOpen': 'Registro anterior: {tenant}, sem data de término',
  'adminModules.field.note': 'Anotação interna',
  'adminModules.save': 'Salvar',
  'adminModules.lastChange': 'Última alteração por {who} em {when}',
  'adminModules.neverChanged': 'Nenhuma alteração registrada.',
  'adminModules.saved': 'Módulo salvo',
  'adminModules.unchanged': 'Nada mudou: o módulo já estava assim',
  'adminModules.error.module': 'Módulo inexistente.',
  'adminModules.error.status': 'Escolha disponível, reservado ou alugado.',
  'adminModules.error.leaseFirst': 'Para marcar o módulo como alugado, vincule o contrato ao módulo abaixo.',
  'adminModules.error.tooLong': 'Texto longo demais.',
} as const;
