import type { ReasonCopy, ReasonId, ServiceCopy, ServiceId } from './types';

export const services: Record<ServiceId, ServiceCopy> = {
  road: {
    title: 'Frete Rodoviário',
    description:
      'Transporte de carga fechada e fracionada pela BR-101 e por todo o Brasil, com expedição a partir das nossas docas em Parnamirim.',
    points: [
      'Carga fechada (FTL) e fracionada (LTL)',
      'Rotas programadas e frota dedicada',
      'Rastreamento por GPS em tempo real',
    ],
    imageAlt: 'Caminhão em uma rodovia ao pôr do sol',
  },
  air: {
    title: 'Frete Aéreo',
    description:
      'Cargas urgentes em voos regulares e fretados, com coleta, desembaraço aduaneiro e entrega organizados por nós.',
    points: [
      'Opções expressas e consolidadas',
      'Porta a aeroporto e porta a porta',
      'Cargas perigosas conforme as regras da IATA',
    ],
    imageAlt: 'Avião cargueiro sendo carregado no pátio',
  },
  ocean: {
    title: 'Frete Marítimo',
    description:
      'Embarques em contêiner pelos portos de Natal, Pecém e Suape para as principais rotas comerciais do mundo.',
    points: [
      'Contêiner completo (FCL) e consolidado (LCL)',
      'Contêineres refrigerados para perecíveis',
      'Conhecimento de embarque e documentos aduaneiros',
    ],
    imageAlt: 'Navio porta-contêineres atracado junto a um guindaste portuário',
  },
  warehousing: {
    title: 'Armazenagem',
    description:
      'Armazenagem segura e fulfillment em galpões modulares com piso de alta resistência, docas e vigilância 24 horas.',
    points: ['Piso para 6 toneladas por m²', 'Separação, embalagem e cross-docking', 'Estoque visível on-line'],
    imageAlt: 'Corredor de armazém com porta-paletes altos',
  },
  insurance: {
    title: 'Seguro de Carga',
    description:
      'Cobertura contra todos os riscos para mercadorias em trânsito e armazenadas, contratada com seguradoras de primeira linha.',
    points: [
      'Apólices porta a porta contra todos os riscos',
      'Cobertura nos trechos rodoviário, aéreo e marítimo',
      'Sinistros acompanhados pela nossa equipe',
    ],
    imageAlt: 'Inspetor conferindo caixas de carga lacradas',
  },
  supplyChain: {
    title: 'Soluções em Cadeia de Suprimentos',
    description:
      'Planejamento de ponta a ponta que conecta compras, armazenagem e distribuição para o estoque estar onde seus clientes precisam.',
    points: [
      'Planejamento de rede e de estoque',
      'Gestão de fornecedores e pedidos de compra',
      'Relatórios de custo e nível de serviço',
    ],
    imageAlt: 'Planejadores de logística analisando um painel da cadeia de suprimentos',
  },
};

export const reasons: Record<ReasonId, ReasonCopy> = {
  network: {
    title: 'Rede Global',
    description:
      'Escritórios em Nova York, Londres e Singapura e parceiros em todos os continentes levam sua carga de ponta a ponta.',
  },
  technology: {
    title: 'Tecnologia Avançada',
    description:
      'Rastreamento on-line, documentos digitais e dados de cada embarque, da reserva ao comprovante de entrega.',
  },
  team: {
    title: 'Equipe Especializada',
    description:
      'Agentes de carga, especialistas em comércio exterior e gestores de armazém com décadas de experiência somada.',
  },
  custom: {
    title: 'Soluções Personalizadas',
    description:
      'Cada plano começa pela sua carga, seus prazos e seu orçamento, e não por uma tabela de preços genérica.',
  },
};
