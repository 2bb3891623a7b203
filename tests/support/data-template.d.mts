export function freePort(): Promise<number>;
export function makeDataTemplate(outDir: string): Promise<void>;
export function freshDataDir(outDir: string, prefix?: string): string;
