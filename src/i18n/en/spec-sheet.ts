import type { Messages } from '../types';
import type { specSheet as source } from '../pt-BR/spec-sheet';

export const specSheet = {
  'specSheet.link': 'Spec sheet (PDF)',
  'specSheet.fileName': 'spec-sheet-module-{n}.pdf',
  'specSheet.title': 'Spec sheet — Module {n}',
  'specSheet.features': 'Technical specifications',
  'specSheet.floorLoad': 'Floor load',
  'specSheet.fireSystem': 'Fire safety',
  'specSheet.sitePlanCaption': '{plan} — module {n} highlighted',
  'specSheet.floorPlanCaption': '{plan} — module {n}',
} as const satisfies Messages<typeof source>;
