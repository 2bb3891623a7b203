// Picks the freight section's long copy for a locale. Server-side only: pages pass what they need as props.
import type { Locale } from '@/lib/i18n-types';
import { projects as projectsEn } from './projects.en';
import { projects as projectsPt } from './projects.pt-BR';
import { privacy as privacyEn } from './privacy.en';
import { privacy as privacyPt } from './privacy.pt-BR';
import { reasons as reasonsEn, services as servicesEn } from './services.en';
import { reasons as reasonsPt, services as servicesPt } from './services.pt-BR';
import { terms as termsEn } from './terms.en';
import { terms as termsPt } from './terms.pt-BR';
import type { LegalDocument, ProjectCopy, ProjectId, ReasonCopy, ReasonId, ServiceCopy, ServiceId } from './types';

export interface FreightContent {
  services: Record<ServiceId, ServiceCopy>;
  reasons: Record<ReasonId, ReasonCopy>;
  projects: Record<ProjectId, ProjectCopy>;
  privacy: LegalDocument;
  terms: LegalDocument;
}

const content: Record<Locale, FreightContent> = {
  'pt-BR': {
    services: servicesPt,
    reasons: reasonsPt,
    projects: projectsPt,
    privacy: privacyPt,
    terms: termsPt,
  },
  en: {
    services: servicesEn,
    reasons: reasonsEn,
    projects: projectsEn,
    privacy: privacyEn,
    terms: termsEn,
  },
};

export function freightContent(locale: Locale): FreightContent {
  return content[locale];
}

export type * from './types';
