// The shape of the freight section's long copy. Each locale has its own module typed against these,
// so a missing translation fails the type check.

/**
 * Inline text may hold `{email}` (the controller's address, rendered as a mailto link), `{name}` (the
 * brand) and `[label](href)` links; an href starting with '/' is localized when rendered.
 */
export type RichText = string;

export type ServiceId = 'road' | 'air' | 'ocean' | 'warehousing' | 'insurance' | 'supplyChain';
export type ReasonId = 'network' | 'technology' | 'team' | 'custom';
export type ProjectId = '01' | '02' | '03' | '04' | '05' | '06';

export interface ServiceCopy {
  title: string;
  description: string;
  points: readonly string[];
  imageAlt: string;
}

export interface ReasonCopy {
  title: string;
  description: string;
}

export interface ProjectFigure {
  value: string;
  label: string;
}

export interface ProjectCopy {
  title: string;
  /** One or two sentences for the card. */
  description: string;
  client: string;
  location: string;
  challenge: readonly string[];
  solution: readonly string[];
  results: readonly ProjectFigure[];
  outcome: string;
  imageAlt: string;
}

export type LegalBlock = RichText | { readonly list: readonly RichText[] };

export interface LegalSection {
  /** Anchor for the table of contents. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: RichText;
  sections: readonly LegalSection[];
}
