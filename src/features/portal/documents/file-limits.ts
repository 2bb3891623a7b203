// The upload's file types, for the browser's picker (the sizes are in src/lib/upload-limits.ts).

/** For the file input's `accept` (a hint to the picker; the server decides from the content). */
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,.webp,.xml,.docx,.xlsx';
