// A module's spec sheet (ficha técnica): the PDF and the links to it on the cards and the dialog.
export const specSheet = {
  'specSheet.link': 'Ficha técnica (PDF)',
  'specSheet.fileName': 'ficha-tecnica-modulo-{n}.pdf',
  'specSheet.title': 'Ficha técnica — Módulo {n}',
  'specSheet.features': 'Características técnicas',
  'specSheet.floorLoad': 'Carga do piso',
  'specSheet.fireSystem': 'Segurança contra incêndio',
  'specSheet.sitePlanCaption': '{plan} — Módulo {n} em destaque',
  'specSheet.floorPlanCaption': '{plan} — Módulo {n}',
} as const;
