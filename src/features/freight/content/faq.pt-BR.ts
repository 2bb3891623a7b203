import type { FaqEntry } from './types';

export const faq: readonly FaqEntry[] = [
  {
    question: 'Como posso rastrear meu envio?',
    answer: [
      'Todo envio recebe um código de rastreamento no momento da reserva, informado na confirmação. Entre na sua conta de cliente para acompanhar o status de cada envio, da coleta ao comprovante de entrega.',
      'Você também pode enviar o código a qualquer um dos [nossos escritórios](/contact) e informaremos onde está sua carga e a previsão de chegada.',
    ],
  },
  {
    question: 'Quais modalidades de transporte vocês oferecem?',
    answer: [
      'Transportamos cargas por via rodoviária, aérea e marítima, e combinamos as modalidades quando isso é mais rápido ou mais barato. Além do transporte, oferecemos armazenagem, seguro de carga e planejamento da cadeia de suprimentos. Veja os detalhes em [nossos serviços](/services).',
    ],
  },
  {
    question: 'Como o valor do frete é calculado?',
    answer: [
      'O valor depende do peso taxável (o maior entre o peso real e o peso cubado), da rota e da distância, da modalidade e do nível de serviço, do tipo de carga e de adicionais como seguro, desembaraço aduaneiro ou armazenagem.',
      'As cotações são gratuitas e detalhadas, para você ver quanto custa cada parte. Envie origem, destino, dimensões e peso e normalmente respondemos em até um dia útil.',
    ],
  },
  {
    question: 'Vocês fazem envios internacionais?',
    answer: [
      'Sim. Com nossos escritórios em Nova York, Londres e Singapura e uma rede de agentes parceiros, embarcamos para e de quase todos os países por via aérea e marítima.',
      'Preparamos ou conferimos os documentos de exportação e importação (fatura comercial, romaneio, conhecimento de embarque marítimo ou aéreo, certificados de origem) e podemos cuidar do desembaraço aduaneiro nas duas pontas.',
    ],
  },
  {
    question: 'Quais itens não podem ser enviados?',
    answer: [
      'Não transportamos mercadorias ilegais na origem, no trânsito ou no destino, dinheiro e títulos ao portador, armas e munições sem as licenças exigidas, explosivos, material radioativo ou animais vivos.',
      'Cargas perigosas como baterias, líquidos inflamáveis ou produtos químicos só viajam se forem declaradas com antecedência e embaladas e identificadas conforme as normas IATA e IMDG. Perecíveis exigem serviço com temperatura controlada. Na dúvida, consulte-nos antes de reservar.',
    ],
  },
  {
    question: 'O que acontece se meu envio atrasar?',
    answer: [
      'Acompanhamos cada envio e avisamos assim que identificamos um atraso, com o motivo e uma nova previsão de entrega. As causas mais comuns são clima, congestionamento nos portos e inspeções aduaneiras.',
      'Quando outra rota ou modalidade pode recuperar o prazo, apresentamos a proposta antes de agir. Eventuais compensações seguem as condições do seu contrato ou da sua reserva.',
    ],
  },
  {
    question: 'Vocês oferecem seguro de carga?',
    answer: [
      'Sim. Contratamos cobertura contra todos os riscos para mercadorias em trânsito e armazenadas, até o valor declarado por você. Solicite o seguro na reserva, porque a cobertura não pode começar depois que a carga partiu.',
      'Se a mercadoria chegar avariada, registre a ocorrência no comprovante de entrega, tire fotos e nos avise por escrito o quanto antes; nossa equipe conduz o sinistro com a seguradora.',
    ],
  },
  {
    question: 'Quais formas de pagamento vocês aceitam?',
    answer: [
      'Aceitamos transferência bancária, Pix, boleto bancário e cartão de crédito corporativo. Clientes com crédito aprovado recebem fatura e pagam no prazo previsto em contrato.',
    ],
  },
  {
    question: 'Qual é a política de reembolso?',
    answer: [
      'Se você cancelar antes da coleta da carga, devolvemos o valor pago, descontados os custos já assumidos com transportadoras em seu nome. Serviços já prestados não são reembolsáveis.',
      'Pagamentos em duplicidade e reembolsos aprovados são devolvidos pelo mesmo meio de pagamento em até dez dias úteis.',
    ],
  },
  {
    question: 'Qual é o horário de atendimento ao cliente?',
    answer: [
      'Nossa equipe de atendimento funciona de segunda a sexta, das 9h às 18h no horário EST (horário de Nova York). Mensagens enviadas fora desse horário são respondidas no dia útil seguinte.',
      'Os telefones e e-mails de cada escritório estão na [nossa página de contato](/contact).',
    ],
  },
];
