// The slice of pdfmake 0.3's server API the report writer uses (the package ships no types).
declare module 'pdfmake' {
  import type { Readable } from 'node:stream';
  interface OutputDocument {
    getStream(): Promise<Readable & { end(): void }>;
    getBuffer(): Promise<Buffer>;
  }
  const pdfmake: {
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: object): OutputDocument;
  };
  export default pdfmake;
}
