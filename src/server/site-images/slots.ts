// The site's image slots the staff may replace: each a shipped drawing (src/assets/images) that
// an upload stands in for, the page group it belongs to, and the smallest photo that fills it
// sharply (its widest rendering on a 2× screen; the hero fills the screen).
import { IMAGE_NAMES, type ImageName } from '../images';

export type SiteImageGroup = 'hero' | 'facilities' | 'services' | 'projects' | 'location';

export interface SiteImageSlot {
  name: ImageName;
  group: SiteImageGroup;
  minWidth: number;
  minHeight: number;
}

const NEEDS: Record<SiteImageGroup, { minWidth: number; minHeight: number }> = {
  hero: { minWidth: 1920, minHeight: 1080 },
  facilities: { minWidth: 1200, minHeight: 675 },
  services: { minWidth: 1200, minHeight: 675 },
  projects: { minWidth: 1200, minHeight: 675 },
  location: { minWidth: 1200, minHeight: 675 },
};

const groupOf = (name: ImageName): SiteImageGroup =>
  name.startsWith('hero-')
    ? 'hero'
    : name.startsWith('facility-')
      ? 'facilities'
      : name.startsWith('service-')
        ? 'services'
        : name.startsWith('project-')
          ? 'projects'
          : 'location';

export const SITE_IMAGE_SLOTS: readonly SiteImageSlot[] = IMAGE_NAMES.map((name) => ({
  name,
  group: groupOf(name),
  ...NEEDS[groupOf(name)],
}));

export const SITE_IMAGE_GROUPS = ['hero', 'facilities', 'services', 'projects', 'location'] as const;

export function findSlot(name: string | undefined): SiteImageSlot | undefined {
  return SITE_IMAGE_SLOTS.find((slot) => slot.name === name);
}
