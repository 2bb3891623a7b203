import type { Messages } from '../types';
import type { salesReport as source } from '../pt-BR/sales-report';

export const salesReport = {
  'salesReport.meta.title': 'Sales report — Admin',
  'salesReport.title': 'Sales report',
  'salesReport.intro':
    'Leads by month and source, time to the first answer, visits and conversion, in the chosen period (Fortaleza time).',
  'salesReport.period.label': 'Report period',
  'salesReport.period.from': 'From',
  'salesReport.period.to': 'To',
  'salesReport.period.default': 'Default (last 12 months)',
  'salesReport.period.defaultTo': 'Default (this month)',
  'salesReport.period.submit': 'Show',
  'salesReport.period.clear': 'Last 12 months',
  'salesReport.period.shown': 'From {from} to {to}',
  'salesReport.funnel.title': 'Conversion of the period’s leads',
  'salesReport.funnel.leads': 'Leads',
  'salesReport.funnel.withVisit': 'With a visit booked',
  'salesReport.funnel.visited': 'Visited',
  'salesReport.funnel.won': 'Leased',
  'salesReport.funnel.lost': 'Lost',
  'salesReport.leads.title': 'Leads by month',
  'salesReport.visits.title': 'Visits by month',
  'salesReport.reasons.title': 'Loss reasons',
  'salesReport.reasons.empty': 'No lead of the period was lost with a reason.',
  'salesReport.reasons.others':
    'Others: {leads} leads in {groups} different reasons (beyond the {top} most frequent above).',
  'salesReport.col.month': 'Month',
  'salesReport.col.leads': 'Leads',
  'salesReport.col.answered': 'Answered',
  'salesReport.col.median': 'Median first answer',
  'salesReport.col.p90': '90% answered within',
  'salesReport.col.booked': 'Booked',
  'salesReport.col.done': 'Done',
  'salesReport.col.noShow': 'No-show',
  'salesReport.col.cancelled': 'Cancelled',
  'salesReport.col.reason': 'Reason',
  'salesReport.total': 'Total',
  'salesReport.empty': 'Nothing in this period.',
  'salesReport.source.booking': 'Visit booking',
  'salesReport.source.module': 'About a module',
  'salesReport.source.contact': 'Contact form',
  'salesReport.help.title': 'How it is counted',
  'salesReport.help.sourcesTerm': 'Source of a lead',
  'salesReport.help.sources':
    'Visit booking: the lead came from the book-a-visit page (/agendar-visita). About a module: the contact form with a module chosen (a module’s card fills it in). Contact form: the form without a module. Each lead counts in the month it arrived.',
  'salesReport.help.responseTerm': 'Time to the first answer',
  'salesReport.help.response':
    'From the lead’s arrival to the staff’s first action that reached it (reply, note, stage, visit), in calendar time. Only leads already answered count; the median is the time within which half were answered, and “90% answered within” the time within which nine in ten were. “—”: none answered.',
  'salesReport.help.visitsTerm': 'Visits',
  'salesReport.help.visits':
    'By the month the visit takes (or would take) place: booked and still without an outcome, done, the visitor did not show up, and cancelled.',
  'salesReport.help.funnelTerm': 'Conversion',
  'salesReport.help.funnel':
    'Of the leads that arrived in the period: how many have a visit that was not cancelled, how many have a visit done, how many are in the Won stage (leased) and how many in the Lost stage, each as a share of the total.',
  'salesReport.help.reasonsTerm': 'Loss reasons',
  'salesReport.help.reasons':
    'The reasons of the period’s leads in the Lost stage, grouped by their text regardless of capitals and of spaces at the ends; the most frequent first.',
} as const satisfies Messages<typeof source>;
