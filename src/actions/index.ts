// Every Astro Action, gathered from the features that define them.
import { leads } from '@/features/leads/leads.actions';
import { shipments } from '@/features/shipments/shipments.actions';

export const server = { leads, shipments };
