// The staff's lead forms (plain POST without JavaScript): each checks the role, makes one change
// through lead-pipeline.server.ts and goes back to the lead's page (or the board it came from).
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import type { AuditActor } from '@/server/audit';
import { requireAdmin } from '@/server/guards';
import { followUpSchema, noteSchema, ownerSchema, replySchema, stageSchema, visitSchema } from './admin-leads.schema';
import {
  addNote,
  assignOwner,
  changeStage,
  LeadChangeRefused,
  replyToLead,
  scheduleVisit,
  setFollowUp,
  type Changed,
} from './lead-pipeline.server';

type Context = ActionAPIContext;

const REFUSALS = {
  lead: { code: 'NOT_FOUND', message: 'adminLeads.error.lead' },
  owner: { code: 'BAD_REQUEST', message: 'adminLeads.error.owner' },
  past: { code: 'BAD_REQUEST', message: 'adminLeads.error.past' },
} as const;

/** Runs `change` as the signed-in admin, turning a refused change into its message. */
async function asStaff<T>(context: Context, change: (actor: AuditActor) => Promise<T>): Promise<T> {
  const staff = requireAdmin(context);
  try {
    return await change(staff);
  } catch (error) {
    if (error instanceof LeadChangeRefused) throw new ActionError(REFUSALS[error.reason]);
    throw error;
  }
}

const leadPage = (context: Context, leadId: string) => localizePath(context.locals.locale, `/admin/leads/${leadId}`);

function saved(next: string, result: Changed, title: MessageKey): FormResult {
  return {
    next,
    flash: result.changed ? { title, variant: 'success' } : { title: 'adminLeads.unchanged', variant: 'info' },
  };
}

export const adminLeads = {
  stage: defineAction({
    accept: 'form',
    input: stageSchema,
    handler: async (input, context): Promise<FormResult> => {
      const result = await asStaff(context, (actor) => changeStage(actor, input));
      const next =
        input.from === 'board'
          ? `${localizePath(context.locals.locale, '/admin/leads/board')}#lead-${input.leadId}`
          : leadPage(context, input.leadId);
      return saved(next, result, 'adminLeads.saved.stage');
    },
  }),
  owner: defineAction({
    accept: 'form',
    input: ownerSchema,
    handler: async (input, context): Promise<FormResult> =>
      saved(
        leadPage(context, input.leadId),
        await asStaff(context, (actor) => assignOwner(actor, input)),
        'adminLeads.saved.owner',
      ),
  }),
  followUp: defineAction({
    accept: 'form',
    input: followUpSchema,
    handler: async (input, context): Promise<FormResult> =>
      saved(
        leadPage(context, input.leadId),
        await asStaff(context, (actor) => setFollowUp(actor, input)),
        'adminLeads.saved.followUp',
      ),
  }),
  note: defineAction({
    accept: 'form',
    input: noteSchema,
    handler: async (input, context): Promise<FormResult> =>
      saved(
        leadPage(context, input.leadId),
        await asStaff(context, (actor) => addNote(actor, input)),
        'adminLeads.saved.note',
      ),
  }),
  reply: defineAction({
    accept: 'form',
    input: replySchema,
    handler: async (input, context): Promise<FormResult> => {
      await asStaff(context, (actor) => replyToLead(actor, input));
      return { next: leadPage(context, input.leadId), flash: { title: 'adminLeads.saved.reply', variant: 'success' } };
    },
  }),
  visit: defineAction({
    accept: 'form',
    input: visitSchema,
    handler: async (input, context): Promise<FormResult> => {
      await asStaff(context, (actor) => scheduleVisit(actor, input));
      return { next: leadPage(context, input.leadId), flash: { title: 'adminLeads.saved.visit', variant: 'success' } };
    },
  }),
};
