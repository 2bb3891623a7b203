// The tenancy's public surface for other features' pages (the staff's modules and account pages):
// the lease parts they show. Queries and props are in the *.server.ts files.
export { type LeaseForms } from './lease-forms';
export { AccountLeaseSection, ModuleLeasePanel } from './staff-lease-parts';
