// Parnamirim's (RN) own holidays, which the holidays library (date-holidays: Brazil's national
// ones and Rio Grande do Norte's) does not know. Kept here by hand, each with its source; the staff
// add any other day on /admin/visits/settings.
//
// - 17 December, the town's political emancipation (founded 17 December 1958): Wikipedia (pt),
//   "Parnamirim (Rio Grande do Norte)", Fundação / Aniversário; the Prefeitura keeps it as a
//   municipal holiday. The patron saint's day and any other municipal holiday are to be confirmed
//   with the Prefeitura's yearly decree before they are added here.

export interface FixedHoliday {
  month: number;
  day: number;
  namePt: string;
  nameEn: string;
}

export const PARNAMIRIM_HOLIDAYS: readonly FixedHoliday[] = [
  {
    month: 12,
    day: 17,
    namePt: 'Emancipação política de Parnamirim',
    nameEn: 'Parnamirim founding day',
  },
];
