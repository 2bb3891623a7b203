// The staff's lead forms (plain POST without JavaScript): each checks the role, makes one change
// through lead-pipeline.server.ts and goes back to the lead's page (or the board it came from).
// The visit form's action is the visits' (src/features/sales/visits/staff-visit.actions.ts).
import type { ActionAPIContext } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { FormResult } from '@/lib/forms/form-state';
import type { z } from '@/lib/forms/zod';
import { localizePath } from '@/lib/paths';
import { changeFlash, successFlash } from '@/lib/flash';
import type { AuditActor } from '@/server/audit';
import { followUpSchema, noteSchema, ownerSchema, replySchema, stageSchema } from './admin-leads.schema';
import { addNote, assignOwner, changeStage, replyToLead, setFollowUp, type Changed } from './lead-pipeline.server';
import { staffFormAction } from '@/server/forms/form-action';

type Context = ActionAPIContext;

const leadPage = (context: Context, leadId: string) => localizePath(context.locals.locale, `/admin/leads/${leadId}`);

function saved(next: string, result: Changed, title: MessageKey): FormResult {
  return {
    next,
    flash: changeFlash(result.changed, title, 'adminLeads.unchanged'),
  };
}

/** A form that makes one change to a lead and goes back to the lead's page. */
function leadChange<Input extends { leadId: string }>(
  input: z.ZodMiniType<Input>,
  change: (staff: AuditActor, input: Input) => Promise<Changed>,
  title: MessageKey,
) {
  return staffFormAction(input, async (staff, values, context) => {
    const result = await change(staff, values);
    return saved(leadPage(context, values.leadId), result, title);
  });
}

export const adminLeads = {
  stage: staffFormAction(stageSchema, async (staff, input, context) => {
    const result = await changeStage(staff, input);
    const next =
      input.from === 'board'
        ? `${localizePath(context.locals.locale, '/admin/leads/board')}#lead-${input.leadId}`
        : leadPage(context, input.leadId);
    return saved(next, result, 'adminLeads.saved.stage');
  }),
  owner: leadChange(ownerSchema, assignOwner, 'adminLeads.saved.owner'),
  followUp: leadChange(followUpSchema, setFollowUp, 'adminLeads.saved.followUp'),
  note: leadChange(noteSchema, addNote, 'adminLeads.saved.note'),
  reply: staffFormAction(replySchema, async (staff, input, context) => {
    await replyToLead(staff, input);
    return { next: leadPage(context, input.leadId), flash: successFlash('adminLeads.saved.reply') };
  }),
};
