import type { Messages } from '../types';
import type { freight as source } from '../pt-BR/freight';

export const freight = {
  'freight.cta.title': 'Ready to plan your next operation?',
  'freight.cta.text': 'Tell us what you need to move or store and a specialist will reply within one business day.',
  'freight.cta.button': 'CONTACT US TODAY',

  'freight.services.metaTitle': 'Freight and logistics services',
  'freight.services.metaDescription':
    'Road, air and ocean freight, warehousing, cargo insurance and supply chain solutions from Parnamirim, Brazil.',
  'freight.services.eyebrow': 'Services',
  'freight.services.title': 'End-to-end logistics, from the warehouse to the final destination',
  'freight.services.lead':
    'We move, store and protect your cargo by land, air and sea, with a team that looks after every step.',
  'freight.services.listTitle': 'What we do',
  'freight.services.reasonsEyebrow': 'Why us',
  'freight.services.reasonsTitle': 'Why choose our team',

  'freight.projects.metaTitle': 'Projects and case studies',
  'freight.projects.metaDescription':
    'Six case studies in supply chain, healthcare, manufacturing, agriculture, retail and non-profit work: the challenge, the solution and the results.',
  'freight.projects.eyebrow': 'Projects',
  'freight.projects.title': 'Results we have delivered for our clients',
  'freight.projects.lead':
    'Every project starts from a real logistics problem. See how we solved six of them, in very different sectors.',
  'freight.projects.listTitle': 'Case studies',
  'freight.projects.id': 'Project {id}',
  'freight.projects.readCaseStudy': 'READ CASE STUDY',

  'freight.category.supplyChain': 'Supply Chain',
  'freight.category.healthcare': 'Healthcare',
  'freight.category.manufacturing': 'Manufacturing',
  'freight.category.agriculture': 'Agriculture',
  'freight.category.retail': 'Retail',
  'freight.category.nonProfit': 'Non-profit',

  'freight.caseStudy.eyebrow': 'Case study',
  'freight.caseStudy.back': 'All projects',
  'freight.caseStudy.challenge': 'The challenge',
  'freight.caseStudy.solution': 'The solution',
  'freight.caseStudy.results': 'The results',
  'freight.caseStudy.summary': 'Project summary',
  'freight.caseStudy.project': 'Project',
  'freight.caseStudy.category': 'Category',
  'freight.caseStudy.client': 'Client',
  'freight.caseStudy.location': 'Location',
  'freight.caseStudy.metaDescription': '{category}: {description}',
  'freight.caseStudy.breadcrumbHome': 'Home',

  'freight.contact.metaTitle': 'Contact and offices',
  'freight.contact.metaDescription':
    'Addresses, phone numbers and emails for our New York, London and Singapore offices, and how to reach the logistics condominium in Parnamirim, Brazil.',
  'freight.contact.eyebrow': 'Contact',
  'freight.contact.title': 'Talk to the office nearest you',
  'freight.contact.lead':
    'Our teams on three continents answer questions about quotes, shipments under way and new projects.',
  'freight.contact.officesTitle': 'Our offices',
  'freight.contact.headquarters': 'HQ',
  'freight.contact.address': 'Address',
  'freight.contact.phone': 'Phone',
  'freight.contact.email': 'Email',
  'freight.contact.hours': 'Support is open Monday to Friday, 9 am to 6 pm EST (New York time).',
  'freight.contact.condoTitle': 'Looking for warehouse space in Parnamirim?',
  'freight.contact.condoText':
    'To lease a module, schedule a visit or check availability at the condominium, use our contact form or talk directly to the sales team.',
  'freight.contact.condoButton': 'Go to the contact form',

  'freight.office.newYork': 'New York',
  'freight.office.london': 'London',
  'freight.office.singapore': 'Singapore',

  'freight.faq.metaTitle': 'Frequently asked questions',
  'freight.faq.metaDescription':
    'Answers about tracking, shipping methods, rates, international shipping, prohibited items, delays, insurance, payment, refunds and support hours.',
  'freight.faq.eyebrow': 'FAQ',
  'freight.faq.title': 'Common questions about our services',
  'freight.faq.lead': 'Select a question to see its answer.',
  'freight.faq.listTitle': 'Questions and answers',
  'freight.faq.condoTitle': 'About the condominium',
  'freight.faq.moreTitle': 'Still have questions?',
  'freight.faq.moreText': 'Our team answers Monday to Friday, 9 am to 6 pm EST.',
  'freight.faq.moreButton': 'Contact our team',

  'freight.legal.eyebrow': 'Legal',
  'freight.legal.updated': 'Last updated: {date}',
  'freight.legal.toc': 'On this page',
  'freight.privacy.metaDescription':
    'How we handle contact form and customer account data, essential cookies, retention periods and your rights under Brazil’s LGPD.',
  'freight.terms.metaDescription':
    'The rules for using the website and the customer area: module information, contact form, accounts, intellectual property and jurisdiction.',
} as const satisfies Messages<typeof source>;
