// pdfkit (and fontkit under it), loaded when a PDF is first drawn rather than at start-up: the idle
// server would otherwise hold it for nothing (about 7 MB of heap and 25 MB resident; the embedded
// default's budget is 300 MB, decision 027), as sharp is (src/server/site-images/image-libraries.ts).
import type PDFKitDocument from 'pdfkit';

let loaded: Promise<typeof PDFKitDocument> | undefined;

export function loadPdfKit() {
  loaded ??= import('pdfkit').then((module) => module.default);
  return loaded;
}
