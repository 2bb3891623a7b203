// Joins class names. No tailwind-merge (8 KB of script on every island): components never
// rely on a later class overriding an earlier conflicting one; use a variant/size prop or a data-*
// attribute variant instead.
import { clsx, type ClassValue } from 'clsx';

export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
