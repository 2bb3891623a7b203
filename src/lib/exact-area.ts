// Areas are added as integer ten-thousandths of a m² (the database's four decimals) and rounded
// once, at the end: on the server (the area table) and in the browser (modules leased together).

/** Integer ten-thousandths -> m² rounded half up to two decimals, rounding done on integers. */
export function toSquareMetres(tenThousandths: number): number {
  return Math.round(tenThousandths / 100) / 100;
}
