// The site's image slots the staff may replace: each a shipped drawing (src/assets/images, or the
// social preview the build renders) that an upload stands in for, the page group it belongs to,
// and the smallest photo that fills it sharply (its widest rendering on a 2× screen; the hero fills
// the screen; the social preview is a 1200 × 630 card).
import { IMAGE_NAMES, type ImageName } from '../images';

/** The card shared links show (og:image): one 1200 × 630 JPEG, not a responsive set. */
export const SOCIAL_PREVIEW = 'social-preview';
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

export type SiteImageName = ImageName | typeof SOCIAL_PREVIEW;

export const SITE_IMAGE_GROUPS = ['hero', 'facilities', 'services', 'projects', 'location', 'social'] as const;

export type SiteImageGroup = (typeof SITE_IMAGE_GROUPS)[number];

export interface SiteImageSlot {
  name: SiteImageName;
  group: SiteImageGroup;
  minWidth: number;
  minHeight: number;
  /** Whether a focal point applies: the social card is cropped once, centred, when encoded. */
  focal: boolean;
}

const NEEDS: Record<SiteImageGroup, { minWidth: number; minHeight: number }> = {
  hero: { minWidth: 1920, minHeight: 1080 },
  facilities: { minWidth: 1200, minHeight: 675 },
  services: { minWidth: 1200, minHeight: 675 },
  projects: { minWidth: 1200, minHeight: 675 },
  location: { minWidth: 1200, minHeight: 675 },
  social: { minWidth: SOCIAL_CARD.width, minHeight: SOCIAL_CARD.height },
};

const PREFIXES: [prefix: string, group: SiteImageGroup][] = [
  ['hero-', 'hero'],
  ['facility-', 'facilities'],
  ['service-', 'services'],
  ['project-', 'projects'],
];

const groupOf = (name: ImageName): SiteImageGroup =>
  PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'location';

export const SITE_IMAGE_SLOTS: readonly SiteImageSlot[] = [
  ...IMAGE_NAMES.map((name) => ({ name, group: groupOf(name), focal: true, ...NEEDS[groupOf(name)] })),
  { name: SOCIAL_PREVIEW, group: 'social', focal: false, ...NEEDS.social },
];

export function findSlot(name: string | undefined): SiteImageSlot | undefined {
  return SITE_IMAGE_SLOTS.find((slot) => slot.name === name);
}
