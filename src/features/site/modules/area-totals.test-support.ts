// The condominium's totals as the area table shows them in pt-BR: the figures of the 18 modules'
// seed, which the table built from the seed and the one read from the database both must give.
export const SEED_TOTALS_PT = {
  storage: '26.897,44',
  mezzanine: '1.624,00',
  canopy: '2.448,00',
  gatehouse: '1.295,60',
  utilities: '119,30',
  total: '32.384,34',
  docks: '72',
  ramps: '18',
};
