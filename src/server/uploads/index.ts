// Uploads: one recipe for every file a person sends (size, kind read from the bytes, pictures
// without their metadata) and the name it is kept under.
export {
  acceptImage,
  acceptUpload,
  type AcceptedImage,
  type AcceptedUpload,
  type ReencodeRule,
  type UploadRule,
} from './accept-upload';
export { safeFileName } from './file-name';
export { IMAGE_KINDS, sniffKind, UPLOAD_KINDS, type UploadKind } from './kinds';
