// The shipments' public surface for other features (the staff's shipment page, public tracking):
// a shipment's timeline. Queries and changes are in shipments.server.ts.
export { ShipmentTimeline } from './shipment-timeline';
