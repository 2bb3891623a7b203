// The staff's replacements for the site's images: the slots, the upload's checks, the encoding job
// (given to the runner at boot) and what pages read (responsiveImage in src/server/images.ts).
export {
  findSlot,
  SITE_IMAGE_GROUPS,
  SITE_IMAGE_SLOTS,
  SOCIAL_CARD,
  SOCIAL_PREVIEW,
  type SiteImageGroup,
  type SiteImageName,
  type SiteImageSlot,
} from './slots';
export { inspectUpload, type InspectedUpload } from './inspect-upload';
export { keysOf, siteImageJob, siteImageJobHandler, type SiteImageJob } from './encode-job';
export { encodedToResponsive, mediaUrl, SITE_IMAGE_FILE, SITE_IMAGE_PREFIX } from './site-images';
export { IMMUTABLE, mediaResponse } from './media-response';
export { slotRow, writeSlotOver } from './slot-rows';
