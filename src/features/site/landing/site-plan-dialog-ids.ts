// The site plan's one module dialog (site-plan-dialogs.astro) and the fragment that fills it
// (pages/fragmentos/modulo/[numero].astro) agree on these: the fragment's heading names the dialog.
export const PLAN_DIALOG_ID = 'modulo-ficha';
