import type { ProjectCopy, ProjectId } from './types';

export const projects: Record<ProjectId, ProjectCopy> = {
  '01': {
    title: 'Novo Centro de Distribuição para o Nordeste',
    description:
      'Três depósitos espalhados reunidos em um único hub de cross-docking na BR-101, com entregas mais rápidas em toda a região.',
    client: 'Distribuidora de bens de consumo',
    location: 'Parnamirim/RN, atendendo nove estados',
    challenge: [
      'A cliente atendia o Nordeste a partir de três depósitos alugados em cidades diferentes. O estoque era duplicado, os caminhões saíam com meia carga e uma entrega no interior levava até seis dias.',
      'Na alta temporada era preciso alugar espaço extra às pressas, sem uma visão única do que estava em cada lugar.',
    ],
    solution: [
      'Consolidamos os três depósitos em dois módulos em Parnamirim, organizados para cross-docking, com docas de recebimento e de expedição em lados opostos.',
      'As rotas foram redesenhadas em coletas programadas diárias, e um único sistema de estoque passou a dar os mesmos números a vendas, compras e armazém.',
    ],
    results: [
      { value: '38%', label: 'menos tempo médio de entrega' },
      { value: '22%', label: 'menor custo por palete entregue' },
      { value: '97%', label: 'dos pedidos expedidos no dia prometido' },
    ],
    outcome: 'Um único hub substitui hoje três depósitos, e a alta temporada não exige mais espaço de emergência.',
    imageAlt: 'Empilhadeira movendo paletes entre docas em um centro de distribuição',
  },
  '02': {
    title: 'Rede de Suprimentos Médicos com Temperatura Controlada',
    description:
      'Uma cadeia fria validada que mantém vacinas e medicamentos entre 2 °C e 8 °C, do importador a 120 clínicas.',
    client: 'Importadora farmacêutica',
    location: 'Natal/RN e interior do estado',
    challenge: [
      'Vacinas e medicamentos biológicos chegavam às clínicas do interior depois de viagens longas e sem monitoramento, e cada desvio de temperatura significava descartar o lote.',
      'A vigilância sanitária exigia registro documentado da temperatura em cada trecho.',
    ],
    solution: [
      'Montamos uma área de armazenagem refrigerada com energia de reserva e passamos a usar caixas térmicas validadas com registradores de dados em todos os embarques.',
      'As entregas foram programadas para o início do dia, e a equipe de qualidade recebia um alerta assim que uma leitura saía da faixa.',
    ],
    results: [
      { value: '0', label: 'lotes perdidos por temperatura em 12 meses' },
      { value: '120', label: 'clínicas abastecidas toda semana' },
      { value: '100%', label: 'dos embarques com registro de temperatura' },
    ],
    outcome: 'A importadora passou pela auditoria sanitária sem apontamentos na distribuição.',
    imageAlt: 'Caixas de suprimentos médicos em prateleiras de uma sala de armazenagem limpa',
  },
  '03': {
    title: 'Abastecimento Just-in-Time para a Indústria',
    description:
      'Entregas de peças em sequência que permitiram a uma fábrica reduzir o estoque junto à linha sem nenhuma parada.',
    client: 'Fabricante de equipamentos industriais',
    location: 'Fornecedores em São Paulo e Manaus, fábrica no Rio Grande do Norte',
    challenge: [
      'A fábrica mantinha semanas de peças ao lado da linha de montagem porque as entregas de fornecedores distantes eram imprevisíveis.',
      'Esse estoque prendia capital e espaço e, mesmo assim, faltava peça quando um único caminhão atrasava.',
    ],
    solution: [
      'Um armazém pulmão perto da fábrica recebe cargas consolidadas dos fornecedores e libera as peças na sequência de produção duas vezes por turno.',
      'As coletas nos fornecedores seguem janelas fixas, e cada carga é rastreada da doca do fornecedor até a linha.',
    ],
    results: [
      { value: '64%', label: 'menos estoque junto à linha' },
      { value: '0', label: 'paradas de linha por falta de peças' },
      { value: '18 dias', label: 'de capital de giro liberados' },
    ],
    outcome: 'O espaço liberado hoje abriga uma segunda célula de montagem.',
    imageAlt: 'Chão de fábrica com máquinas e componentes empilhados',
  },
  '04': {
    title: 'Exportação de Melão Fresco para a Europa',
    description:
      'Contêineres refrigerados e liberação portuária ágil levam melões das fazendas do Rio Grande do Norte às gôndolas europeias.',
    client: 'Cooperativa de fruticultores',
    location: 'De Mossoró/RN a Roterdã',
    challenge: [
      'O melão tem uma janela curta entre a colheita e a gôndola. Esperas no porto e erros na documentação custavam contêineres inteiros à cooperativa.',
      'Os picos de colheita exigiam mais espaço refrigerado do que os produtores conseguiam reservar sozinhos.',
    ],
    solution: [
      'Reservamos a capacidade refrigerada da safra com antecedência, pré-resfriamos a fruta antes da estufagem do contêiner e preparamos os documentos fitossanitários antes de cada saída.',
      'Cada contêiner levava um registrador de temperatura, e os compradores na Europa recebiam atualizações da chegada.',
    ],
    results: [
      { value: '1.450', label: 'contêineres refrigerados embarcados em uma safra' },
      { value: '9%', label: 'menos perda de fruta no trajeto' },
      { value: '48 h', label: 'do packing house ao navio' },
    ],
    outcome: 'A cooperativa fechou com dois novos compradores europeus para a safra seguinte.',
    imageAlt: 'Lavoura em época de colheita com caixas de frutas',
  },
  '05': {
    title: 'Fulfillment Omnicanal para uma Rede de Moda',
    description:
      'Um único estoque para lojas e pedidos on-line, com expedição no mesmo dia e trocas simples em toda a região.',
    client: 'Rede varejista de moda',
    location: '42 lojas e uma loja on-line',
    challenge: [
      'As lojas e o e-commerce tinham estoques separados: produtos esgotavam no site enquanto sobravam nas prateleiras das lojas.',
      'As devoluções se acumulavam por semanas antes de voltar à venda.',
    ],
    solution: [
      'Levamos os dois canais para uma única operação de fulfillment, com estoque compartilhado, separação em ondas para o on-line e reposição das lojas à noite.',
      'As devoluções são conferidas, reetiquetadas e voltam à venda em até 48 horas.',
    ],
    results: [
      { value: '2×', label: 'pedidos on-line atendidos no pico' },
      { value: '94%', label: 'dos pedidos on-line expedidos no mesmo dia' },
      { value: '48 h', label: 'para devolver trocas à venda' },
    ],
    outcome: 'As rupturas no site caíram drasticamente, e a Black Friday passou sem horas extras no armazém.',
    imageAlt: 'Interior de loja com roupas em araras',
  },
  '06': {
    title: 'Logística de Ajuda Emergencial',
    description:
      'Alimentos, água e kits de higiene doados, recebidos, separados e entregues em poucos dias a cidades atingidas por enchentes.',
    client: 'Organização de ajuda humanitária',
    location: 'Cidades atingidas por enchentes no Nordeste',
    challenge: [
      'Depois de fortes enchentes, as doações chegavam sem triagem de centenas de origens, enquanto as estradas para as cidades mais atingidas estavam parcialmente interditadas.',
      'Os voluntários precisavam saber o que tinha chegado e onde a ajuda era mais urgente.',
    ],
    solution: [
      'Cedemos um módulo como centro de triagem, organizamos as doações em kits familiares padronizados e planejamos rotas alternativas com a Defesa Civil.',
      'Cada caminhão era rastreado, e a organização recebia um relatório diário dos kits entregues por cidade.',
    ],
    results: [
      { value: '310 t', label: 'de ajuda entregues' },
      { value: '14.000', label: 'famílias atendidas' },
      { value: '72 h', label: 'da primeira doação à primeira entrega' },
    ],
    outcome: 'A organização mantém hoje um acordo permanente conosco para futuras emergências.',
    imageAlt: 'Voluntários carregando caixas de doações em um caminhão',
  },
};
