/** A translation of a source (pt-BR) catalogue: the same keys, any strings. */
export type Messages<Source> = { readonly [K in keyof Source]: string };
