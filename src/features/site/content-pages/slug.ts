/** 'Agricultural Export Logistics' -> 'agricultural-export-logistics'; accents are dropped ('Exportação' -> 'exportacao'). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
