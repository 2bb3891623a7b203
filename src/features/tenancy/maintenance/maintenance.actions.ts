import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { requireAdmin, requireTenant } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { assignSchema, moveSchema, newRequestSchema, noteSchema, rateSchema } from './maintenance.schema';
import {
  addNote,
  assignRequest,
  createRequest,
  moveRequest,
  rateRequest,
  staffRequestPath,
  tenantRequestPath,
} from './maintenance.server';

export const maintenance = {
  create: defineAction({
    accept: 'form',
    input: newRequestSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { user, tenancy } = await requireTenant(context);
      const { id } = await createRequest(user, tenancy, input);
      return { next: tenantRequestPath(context.locals.locale, id), flash: successFlash('maintenance.created') };
    },
  }),
  rate: defineAction({
    accept: 'form',
    input: rateSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { user, tenancy } = await requireTenant(context);
      const { id } = await rateRequest(user, tenancy, input);
      return { next: tenantRequestPath(context.locals.locale, id), flash: successFlash('maintenance.rated') };
    },
  }),
  assign: defineAction({
    accept: 'form',
    input: assignSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { id } = await assignRequest(staff, input);
      return { next: staffRequestPath(context.locals.locale, id), flash: successFlash('maintenance.assigned') };
    },
  }),
  move: defineAction({
    accept: 'form',
    input: moveSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { id } = await moveRequest(staff, input);
      return { next: staffRequestPath(context.locals.locale, id), flash: successFlash('maintenance.moved') };
    },
  }),
  note: defineAction({
    accept: 'form',
    input: noteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { id } = await addNote(staff, input);
      return { next: staffRequestPath(context.locals.locale, id), flash: successFlash('maintenance.noted') };
    },
  }),
};
