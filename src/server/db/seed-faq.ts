// The freight FAQ's ten questions (spec: /faq) as the site showed them from its content files before
// the staff could edit them: seeded once (seed.ts), each under a fixed id, so nothing visible changed
// when the FAQ moved into the database. English links point at the English pages.
import type { faqQuestions } from './schema';

export const faqSeed: (typeof faqQuestions.$inferInsert)[] = [
  {
    id: 'f0a00001-0000-4000-8000-000000000000',
    group: 'freight',
    position: 1,
    questionPt: 'Como posso rastrear meu envio?',
    answerPt:
      'Todo envio recebe um código de rastreamento no momento da reserva, informado na confirmação. Entre na sua conta de cliente para acompanhar o status de cada envio, da coleta ao comprovante de entrega.\n\nVocê também pode enviar o código a qualquer um dos [nossos escritórios](/contact) e informaremos onde está sua carga e a previsão de chegada.',
    questionEn: 'How can I track my shipment?',
    answerEn:
      'Every shipment receives a tracking number when it is booked, and it appears on your booking confirmation. Sign in to your customer account to follow the status of each shipment, from pick-up to proof of delivery.\n\nYou can also send the tracking number to any of [our offices](/en/contact) and we will tell you where your cargo is and when it is expected.',
  },
  {
    id: 'f0a00002-0000-4000-8000-000000000000',
    group: 'freight',
    position: 2,
    questionPt: 'Quais modalidades de transporte vocês oferecem?',
    answerPt:
      'Transportamos cargas por via rodoviária, aérea e marítima, e combinamos as modalidades quando isso é mais rápido ou mais barato. Além do transporte, oferecemos armazenagem, seguro de carga e planejamento da cadeia de suprimentos. Veja os detalhes em [nossos serviços](/services).',
    questionEn: 'What shipping methods do you offer?',
    answerEn:
      'We move cargo by road, air and ocean, and we combine them when that is faster or cheaper. Around transport we offer warehousing, cargo insurance and supply chain planning. See [our services](/en/services) for details of each one.',
  },
  {
    id: 'f0a00003-0000-4000-8000-000000000000',
    group: 'freight',
    position: 3,
    questionPt: 'Como o valor do frete é calculado?',
    answerPt:
      'O valor depende do peso taxável (o maior entre o peso real e o peso cubado), da rota e da distância, da modalidade e do nível de serviço, do tipo de carga e de adicionais como seguro, desembaraço aduaneiro ou armazenagem.\n\nAs cotações são gratuitas e detalhadas, para você ver quanto custa cada parte. Envie origem, destino, dimensões e peso e normalmente respondemos em até um dia útil.',
    questionEn: 'How are shipping rates calculated?',
    answerEn:
      'A rate depends on the chargeable weight (the greater of the actual weight and the volumetric weight), the route and distance, the transport mode and service level, the type of cargo and any extras such as insurance, customs clearance or storage.\n\nQuotes are free and itemised, so you can see what each part costs. Send us the origin, destination, dimensions and weight and we usually reply within one business day.',
  },
  {
    id: 'f0a00004-0000-4000-8000-000000000000',
    group: 'freight',
    position: 4,
    questionPt: 'Vocês fazem envios internacionais?',
    answerPt:
      'Sim. Com nossos escritórios em Nova York, Londres e Singapura e uma rede de agentes parceiros, embarcamos para e de quase todos os países por via aérea e marítima.\n\nPreparamos ou conferimos os documentos de exportação e importação (fatura comercial, romaneio, conhecimento de embarque marítimo ou aéreo, certificados de origem) e podemos cuidar do desembaraço aduaneiro nas duas pontas.',
    questionEn: 'Do you ship internationally?',
    answerEn:
      'Yes. Through our offices in New York, London and Singapore and a network of partner agents, we ship to and from most countries by air and ocean.\n\nWe prepare or check the export and import documents (commercial invoice, packing list, bill of lading or air waybill, certificates of origin) and can arrange customs clearance at both ends.',
  },
  {
    id: 'f0a00005-0000-4000-8000-000000000000',
    group: 'freight',
    position: 5,
    questionPt: 'Quais itens não podem ser enviados?',
    answerPt:
      'Não transportamos mercadorias ilegais na origem, no trânsito ou no destino, dinheiro e títulos ao portador, armas e munições sem as licenças exigidas, explosivos, material radioativo ou animais vivos.\n\nCargas perigosas como baterias, líquidos inflamáveis ou produtos químicos só viajam se forem declaradas com antecedência e embaladas e identificadas conforme as normas IATA e IMDG. Perecíveis exigem serviço com temperatura controlada. Na dúvida, consulte-nos antes de reservar.',
    questionEn: 'What items cannot be shipped?',
    answerEn:
      'We do not carry goods that are illegal at the origin, in transit or at the destination, cash and bearer instruments, weapons and ammunition without the proper licences, explosives, radioactive material or live animals.\n\nDangerous goods such as batteries, flammable liquids or chemicals can travel only when they are declared in advance and packed and labelled under the IATA and IMDG rules. Perishables need a temperature-controlled service. If in doubt, ask before booking.',
  },
  {
    id: 'f0a00006-0000-4000-8000-000000000000',
    group: 'freight',
    position: 6,
    questionPt: 'O que acontece se meu envio atrasar?',
    answerPt:
      'Acompanhamos cada envio e avisamos assim que identificamos um atraso, com o motivo e uma nova previsão de entrega. As causas mais comuns são clima, congestionamento nos portos e inspeções aduaneiras.\n\nQuando outra rota ou modalidade pode recuperar o prazo, apresentamos a proposta antes de agir. Eventuais compensações seguem as condições do seu contrato ou da sua reserva.',
    questionEn: 'What happens if my shipment is delayed?',
    answerEn:
      'We monitor every shipment and tell you as soon as we see a delay, with the reason and a new estimated delivery time. Common causes are weather, port congestion and customs inspections.\n\nWhere another routing or mode can recover the time, we will propose it before acting. Any compensation follows the terms of your contract or booking.',
  },
  {
    id: 'f0a00007-0000-4000-8000-000000000000',
    group: 'freight',
    position: 7,
    questionPt: 'Vocês oferecem seguro de carga?',
    answerPt:
      'Sim. Contratamos cobertura contra todos os riscos para mercadorias em trânsito e armazenadas, até o valor declarado por você. Solicite o seguro na reserva, porque a cobertura não pode começar depois que a carga partiu.\n\nSe a mercadoria chegar avariada, registre a ocorrência no comprovante de entrega, tire fotos e nos avise por escrito o quanto antes; nossa equipe conduz o sinistro com a seguradora.',
    questionEn: 'Do you offer cargo insurance?',
    answerEn:
      'Yes. We arrange all-risk cover for goods in transit and in storage, up to the value you declare. Ask for it when you book, because cover cannot start after the cargo has left.\n\nIf goods arrive damaged, note it on the delivery receipt, take photographs and tell us in writing as soon as possible; our team will guide the claim with the insurer.',
  },
  {
    id: 'f0a00008-0000-4000-8000-000000000000',
    group: 'freight',
    position: 8,
    questionPt: 'Quais formas de pagamento vocês aceitam?',
    answerPt:
      'Aceitamos transferência bancária, Pix, boleto bancário e cartão de crédito corporativo. Clientes com crédito aprovado recebem fatura e pagam no prazo previsto em contrato.',
    questionEn: 'What payment methods do you accept?',
    answerEn:
      'We accept bank transfers, Pix, boleto bancário and corporate credit cards. Account customers with approved credit are invoiced and can pay within the term agreed in their contract.',
  },
  {
    id: 'f0a00009-0000-4000-8000-000000000000',
    group: 'freight',
    position: 9,
    questionPt: 'Qual é a política de reembolso?',
    answerPt:
      'Se você cancelar antes da coleta da carga, devolvemos o valor pago, descontados os custos já assumidos com transportadoras em seu nome. Serviços já prestados não são reembolsáveis.\n\nPagamentos em duplicidade e reembolsos aprovados são devolvidos pelo mesmo meio de pagamento em até dez dias úteis.',
    questionEn: 'What is your refund policy?',
    answerEn:
      'If you cancel before the cargo is collected, we refund what you paid, less any costs already incurred with carriers on your behalf. Services already performed are not refundable.\n\nOverpayments and approved refunds are returned to the original payment method within ten business days.',
  },
  {
    id: 'f0a00010-0000-4000-8000-000000000000',
    group: 'freight',
    position: 10,
    questionPt: 'Qual é o horário de atendimento ao cliente?',
    answerPt:
      'Nossa equipe de atendimento funciona de segunda a sexta, das 9h às 18h no horário EST (horário de Nova York). Mensagens enviadas fora desse horário são respondidas no dia útil seguinte.\n\nOs telefones e e-mails de cada escritório estão na [nossa página de contato](/contact).',
    questionEn: 'What are your customer support hours?',
    answerEn:
      'Our support team is available Monday to Friday, from 9 am to 6 pm EST (New York time). Messages sent outside these hours are answered on the next business day.\n\nPhone numbers and email addresses for each office are on [our contact page](/en/contact).',
  },
];
