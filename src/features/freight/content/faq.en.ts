import type { FaqEntry } from './types';

export const faq: readonly FaqEntry[] = [
  {
    question: 'How can I track my shipment?',
    answer: [
      'Every shipment receives a tracking number when it is booked, and it appears on your booking confirmation. Sign in to your customer account to follow the status of each shipment, from pick-up to proof of delivery.',
      'You can also send the tracking number to any of [our offices](/contact) and we will tell you where your cargo is and when it is expected.',
    ],
  },
  {
    question: 'What shipping methods do you offer?',
    answer: [
      'We move cargo by road, air and ocean, and we combine them when that is faster or cheaper. Around transport we offer warehousing, cargo insurance and supply chain planning. See [our services](/services) for details of each one.',
    ],
  },
  {
    question: 'How are shipping rates calculated?',
    answer: [
      'A rate depends on the chargeable weight (the greater of the actual weight and the volumetric weight), the route and distance, the transport mode and service level, the type of cargo and any extras such as insurance, customs clearance or storage.',
      'Quotes are free and itemised, so you can see what each part costs. Send us the origin, destination, dimensions and weight and we usually reply within one business day.',
    ],
  },
  {
    question: 'Do you ship internationally?',
    answer: [
      'Yes. Through our offices in New York, London and Singapore and a network of partner agents, we ship to and from most countries by air and ocean.',
      'We prepare or check the export and import documents (commercial invoice, packing list, bill of lading or air waybill, certificates of origin) and can arrange customs clearance at both ends.',
    ],
  },
  {
    question: 'What items cannot be shipped?',
    answer: [
      'We do not carry goods that are illegal at the origin, in transit or at the destination, cash and bearer instruments, weapons and ammunition without the proper licences, explosives, radioactive material or live animals.',
      'Dangerous goods such as batteries, flammable liquids or chemicals can travel only when they are declared in advance and packed and labelled under the IATA and IMDG rules. Perishables need a temperature-controlled service. If in doubt, ask before booking.',
    ],
  },
  {
    question: 'What happens if my shipment is delayed?',
    answer: [
      'We monitor every shipment and tell you as soon as we see a delay, with the reason and a new estimated delivery time. Common causes are weather, port congestion and customs inspections.',
      'Where another routing or mode can recover the time, we will propose it before acting. Any compensation follows the terms of your contract or booking.',
    ],
  },
  {
    question: 'Do you offer cargo insurance?',
    answer: [
      'Yes. We arrange all-risk cover for goods in transit and in storage, up to the value you declare. Ask for it when you book, because cover cannot start after the cargo has left.',
      'If goods arrive damaged, note it on the delivery receipt, take photographs and tell us in writing as soon as possible; our team will guide the claim with the insurer.',
    ],
  },
  {
    question: 'What payment methods do you accept?',
    answer: [
      'We accept bank transfers, Pix, boleto bancário and corporate credit cards. Account customers with approved credit are invoiced and can pay within the term agreed in their contract.',
    ],
  },
  {
    question: 'What is your refund policy?',
    answer: [
      'If you cancel before the cargo is collected, we refund what you paid, less any costs already incurred with carriers on your behalf. Services already performed are not refundable.',
      'Overpayments and approved refunds are returned to the original payment method within ten business days.',
    ],
  },
  {
    question: 'What are your customer support hours?',
    answer: [
      'Our support team is available Monday to Friday, from 9 am to 6 pm EST (New York time). Messages sent outside these hours are answered on the next business day.',
      'Phone numbers and email addresses for each office are on [our contact page](/contact).',
    ],
  },
];
