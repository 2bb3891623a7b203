// Every form's schema refuses control characters in every text it takes, hidden fields included:
// none may reach the database (PostgreSQL refuses a NUL) or a page. A new form's schema joins here
// (forms that take only passwords have no such text).
import { describe, expect, it } from 'vitest';
import {
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/features/accounts/sign-in/account.schema';
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from '@/features/portal/charges/charges.schema';
import {
  deleteDocumentSchema,
  reviewDocumentSchema,
  uploadDocumentSchema,
} from '@/features/portal/documents/document.schema';
import { leadSchema } from '@/features/sales/contact-form/lead.schema';
import { eraseAccountSchema, staffEraseSchema } from '@/features/accounts/privacy/privacy.schema';
import { markAllReadSchema, markReadSchema } from '@/features/portal/notifications/notifications.schema';
import { changeEmailSchema, revokeSessionSchema } from '@/features/accounts/security/security.schema';
import { profileSchema } from '@/features/accounts/profile/profile.schema';
import { createShipmentSchema } from '@/features/portal/shipments/shipment.schema';
import { closeRequestSchema, newRequestSchema, requestMessageSchema } from '@/features/portal/support/support.schema';
import { carrierSchema, moveShipmentSchema } from '@/features/portal/shipment-operations/shipment-operations.schema';
import { confirmSchema, secondStepSchema } from '@/features/accounts/two-factor/two-factor.schema';
import {
  demoteSchema,
  inviteSchema,
  promoteSchema,
  restoreSchema,
  suspendSchema,
  twoFactorOffSchema,
} from '@/features/accounts/account-admin/admin-accounts.schema';
import {
  followUpSchema,
  noteSchema,
  ownerSchema,
  replySchema,
  stageSchema,
  visitSchema,
} from '@/features/sales/leads/admin-leads.schema';
import { mergeSchema } from '@/features/sales/duplicates/lead-merge.schema';
import {
  assignSchema as maintenanceAssignSchema,
  moveSchema as maintenanceMoveSchema,
  newRequestSchema as maintenanceRequestSchema,
  noteSchema as maintenanceNoteSchema,
  rateSchema as maintenanceRateSchema,
} from '@/features/tenancy/maintenance/maintenance.schema';
import { updateModuleSchema } from '@/features/site/module-status/admin-modules.schema';
import { retryMailSchema } from '@/features/operations/mail/admin-mail.schema';
import { siteIdentitySchema } from '@/features/site/site-settings/site-identity.schema';
import { resetPhotoSchema, savePhotoSchema } from '@/features/site/site-settings/site-photos.schema';
import { moduleContentSchema } from '@/features/site/module-content/module-content.schema';
import { outcomeSchema } from '@/features/sales/visit-calendar/admin-visits.schema';
import {
  addClosedDaySchema,
  removeClosedDaySchema,
  visitRulesSchema,
} from '@/features/sales/visit-settings/visit-settings.schema';
import { bookVisitSchema, cancelVisitSchema, rescheduleVisitSchema } from '@/features/sales/visits/visits.schema';
import { publishNoticeSchema } from '@/features/tenancy/notices/notices.schema';
import { bookRoomSchema, cancelBookingSchema, roomSchema } from '@/features/tenancy/rooms/rooms.schema';
import {
  acceptInviteSchema,
  endLeaseSchema,
  inviteSchema as tenantInviteSchema,
  linkLeaseSchema,
  removeLeaseSchema,
  removeMemberSchema,
  withdrawInviteSchema,
} from '@/features/tenancy/leases/tenancy.schema';
import {
  createPassSchema,
  decideWalkInSchema,
  gateMoveSchema,
  revokePassSchema,
  walkInSchema,
} from '@/features/tenancy/gate-passes/gate-pass.schema';
import { formValues } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';

const schemas: Record<string, z.ZodMiniObject> = {
  'leads.submit': leadSchema,
  'visits.book': bookVisitSchema,
  'visits.reschedule': rescheduleVisitSchema,
  'visits.cancel': cancelVisitSchema,
  'gatePasses.create': createPassSchema,
  'gatePasses.revoke': revokePassSchema,
  'gatePasses.decide': decideWalkInSchema,
  'gatehouse.checkIn': gateMoveSchema,
  'gatehouse.checkOut': gateMoveSchema,
  'gatehouse.walkIn': walkInSchema,
  'account.signIn': signInSchema,
  'account.signUp': signUpSchema,
  'account.requestReset': requestResetSchema,
  'account.resetPassword': resetPasswordSchema,
  'settings.saveProfile': profileSchema,
  'shipments.create': createShipmentSchema,
  'notifications.markRead': markReadSchema,
  'notifications.markAllRead': markAllReadSchema,
  'shipmentOps.move': moveShipmentSchema,
  'shipmentOps.setCarrier': carrierSchema,
  'charges.create': createChargeSchema,
  'charges.pay': payChargeSchema,
  'charges.cancel': cancelChargeSchema,
  'documents.upload': uploadDocumentSchema,
  'documents.delete': deleteDocumentSchema,
  'documents.review': reviewDocumentSchema,
  'security.changeEmail': changeEmailSchema,
  'security.revokeSession': revokeSessionSchema,
  'twoFactor.confirm': confirmSchema,
  'twoFactor.verify': secondStepSchema,
  'support.create': newRequestSchema,
  'support.message': requestMessageSchema,
  'support.close': closeRequestSchema,
  'maintenance.create': maintenanceRequestSchema,
  'maintenance.rate': maintenanceRateSchema,
  'maintenance.assign': maintenanceAssignSchema,
  'maintenance.move': maintenanceMoveSchema,
  'maintenance.note': maintenanceNoteSchema,
  'privacy.eraseAccount': eraseAccountSchema,
  'privacy.staffErase': staffEraseSchema,
  'adminModules.update': updateModuleSchema,
  'adminMail.retry': retryMailSchema,
  'adminSite.saveIdentity': siteIdentitySchema,
  'adminSite.savePhoto': savePhotoSchema,
  'adminSite.resetPhoto': resetPhotoSchema,
  'adminSiteModules.save': moduleContentSchema,
  'adminLeads.stage': stageSchema,
  'adminLeads.owner': ownerSchema,
  'adminLeads.followUp': followUpSchema,
  'adminLeads.note': noteSchema,
  'adminLeads.reply': replySchema,
  'adminLeads.visit': visitSchema,
  'leadDuplicates.merge': mergeSchema,
  'adminAccounts.invite': inviteSchema,
  'adminAccounts.promote': promoteSchema,
  'adminAccounts.demote': demoteSchema,
  'adminAccounts.suspend': suspendSchema,
  'adminAccounts.restore': restoreSchema,
  'adminAccounts.twoFactorOff': twoFactorOffSchema,
  'adminVisits.outcome': outcomeSchema,
  'visitSettings.saveRules': visitRulesSchema,
  'visitSettings.addClosedDay': addClosedDaySchema,
  'rooms.book': bookRoomSchema,
  'rooms.cancel': cancelBookingSchema,
  'adminRooms.save': roomSchema,
  'adminRooms.cancel': cancelBookingSchema,
  'adminNotices.publish': publishNoticeSchema,
  'visitSettings.removeClosedDay': removeClosedDaySchema,
  'tenancy.linkLease': linkLeaseSchema,
  'tenancy.endLease': endLeaseSchema,
  'tenancy.removeLease': removeLeaseSchema,
  'tenancy.invite': tenantInviteSchema,
  'tenancy.withdrawInvite': withdrawInviteSchema,
  'tenancy.removeMember': removeMemberSchema,
  'tenancy.acceptInvite': acceptInviteSchema,
};

// Passwords are hashed, never stored or shown as sent: any character may be part of one.
const PASSWORD = /password/i;

function textFields(schema: z.ZodMiniObject) {
  return Object.entries(schema._zod.def.shape).flatMap(([field, type]) => {
    let def = (type as z.ZodMiniType)._zod.def as { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType };
    // Through optional/default wrappers and into a pipe's input (what the form sends).
    for (let inner = def.innerType ?? def.in; inner; inner = def.innerType ?? def.in)
      def = inner._zod.def as typeof def;
    return def.type === 'string' && !PASSWORD.test(field) ? [field] : [];
  });
}

describe('form schemas', () => {
  for (const [action, schema] of Object.entries(schemas)) {
    it(`${action}: every text field refuses a NUL and other control characters`, () => {
      const fields = textFields(schema);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        for (const bad of ['a\u0000b', 'a\u001bb', 'a\u2028b']) {
          const issues = z.safeParse(schema, { [field]: bad }).error?.issues ?? [];
          expect(
            issues.some((i) => i.path[0] === field),
            `${action}.${field} accepted ${JSON.stringify(bad)}`,
          ).toBe(true);
        }
      }
    });
  }
});

// A field the form may leave blank must take a blank as Astro's form parsing hands it over: a
// blank inside a pipe arrives as null, not undefined (formValues mirrors that parsing).
describe('blank optional fields', () => {
  for (const [action, schema] of Object.entries(schemas)) {
    it(`${action}: every field that may be left out also takes a blank`, () => {
      for (const [field, type] of Object.entries(schema._zod.def.shape)) {
        if (!z.safeParse(type as z.ZodMiniType, undefined).success) continue;
        const data = new FormData();
        data.set(field, '');
        const blank = formValues(schema, data)[field];
        const issues = z.safeParse(type as z.ZodMiniType, blank).error?.issues ?? [];
        expect(issues, `${action}.${field} refused a blank (${String(blank)})`).toEqual([]);
      }
    });
  }
});
