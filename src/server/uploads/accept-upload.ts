// The one recipe for a file a person uploads: no larger than its feature allows, of a kind read
// from its bytes (kinds.ts), and a picture re-encoded upright (its EXIF orientation applied) without
// any of its metadata: no EXIF, no GPS position, no camera. Each refusal in the feature's words.
import type { MessageKey } from '@/i18n/translate';
import { refuse } from '@/server/refusal';
import { IMAGE_KINDS, sniffKind, UPLOAD_KINDS, type UploadKind } from './kinds';

/** How a feature keeps a picture it re-encodes. */
export interface ReencodeRule {
  /** The most pixels decoded (a larger picture is refused as not an image). */
  maxPixels: number;
  /** Re-encoded as a JPEG (whatever it came as), at most `maxSide` on its longest side. */
  as?: 'jpeg';
  maxSide?: number;
}

export interface UploadRule<K extends UploadKind> {
  kinds: readonly K[];
  maxBytes: number;
  /** Refusals: larger than maxBytes; not one of `kinds` (or a picture that does not decode). */
  tooLarge: MessageKey;
  notAccepted: MessageKey;
  /** How pictures are kept: re-encoded; or as sent when the feature re-encodes them before showing
   *  them (the site's photos, whose encode job writes every rendition without metadata). */
  image: ReencodeRule | 'encoded-later';
}

export interface AcceptedUpload<K extends UploadKind> {
  /** What to store: the bytes sent, or the picture re-encoded. */
  bytes: Uint8Array;
  /** What the bytes are now (a HEIC kept as a JPEG is 'jpg'). */
  kind: K | 'jpg';
  contentType: string;
}

export interface AcceptedImage<K extends UploadKind> extends AcceptedUpload<K> {
  /** As shown (upright). */
  width: number;
  height: number;
}

// sharp (libvips) is loaded by the first picture, not at start-up (decision 027).
const loadSharp = () => import('sharp').then((module) => module.default);

/** The formats sharp writes back as themselves; the others become JPEG. */
const REWRITTEN: Partial<Record<UploadKind, 'jpeg' | 'png' | 'webp'>> = { jpg: 'jpeg', png: 'png', webp: 'webp' };
const KIND_OF = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

async function sniffed<K extends UploadKind>(bytes: Uint8Array, rule: Omit<UploadRule<K>, 'image'>): Promise<K> {
  if (bytes.byteLength > rule.maxBytes) refuse('CONTENT_TOO_LARGE', rule.tooLarge);
  const found = await sniffKind(bytes);
  if (!found || !(rule.kinds as readonly UploadKind[]).includes(found)) refuse('BAD_REQUEST', rule.notAccepted);
  return found as K;
}

async function reencode<K extends UploadKind>(
  bytes: Uint8Array,
  kind: K,
  rule: ReencodeRule,
  notAccepted: MessageKey,
): Promise<AcceptedImage<K>> {
  const sharp = await loadSharp();
  const format = rule.as ?? REWRITTEN[kind] ?? 'jpeg';
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif): re-encoding drops it all.
    let image = sharp(bytes, { limitInputPixels: rule.maxPixels }).rotate();
    if (rule.maxSide) {
      image = image.resize({ width: rule.maxSide, height: rule.maxSide, fit: 'inside', withoutEnlargement: true });
    }
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 82, mozjpeg: true })
        : format === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // PNG and WebP are written back only from themselves, so the kind is the one sent or 'jpg'.
    const stored = KIND_OF[format] as K | 'jpg';
    return {
      bytes: new Uint8Array(data),
      kind: stored,
      contentType: UPLOAD_KINDS[stored],
      width: info.width,
      height: info.height,
    };
  } catch {
    refuse('BAD_REQUEST', notAccepted);
  }
}

/** A picture upload as it is to be stored (re-encoded, without metadata), or a refusal in the rule's words. */
export async function acceptImage<K extends UploadKind>(
  bytes: Uint8Array,
  rule: Omit<UploadRule<K>, 'image'> & { image: ReencodeRule },
): Promise<AcceptedImage<K>> {
  const kind = await sniffed(bytes, rule);
  if (!IMAGE_KINDS.has(kind)) refuse('BAD_REQUEST', rule.notAccepted);
  return reencode(bytes, kind, rule.image, rule.notAccepted);
}

/** An upload as it is to be stored, or a refusal in the rule's words. */
export async function acceptUpload<K extends UploadKind>(
  bytes: Uint8Array,
  rule: UploadRule<K>,
): Promise<AcceptedUpload<K>> {
  const kind = await sniffed(bytes, rule);
  if (!IMAGE_KINDS.has(kind) || rule.image === 'encoded-later') return { bytes, kind, contentType: UPLOAD_KINDS[kind] };
  return reencode(bytes, kind, rule.image, rule.notAccepted);
}
