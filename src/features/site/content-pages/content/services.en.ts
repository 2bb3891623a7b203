import type { ReasonCopy, ReasonId, ServiceCopy, ServiceId } from './types';

export const services: Record<ServiceId, ServiceCopy> = {
  road: {
    title: 'Road Freight',
    description:
      'Full and less-than-truckload transport along the BR-101 and across Brazil, dispatched from our docks in Parnamirim.',
    points: ['Full (FTL) and shared (LTL) loads', 'Scheduled milk runs and dedicated fleets', 'Real-time GPS tracking'],
    imageAlt: 'Truck on a highway at sunset',
  },
  air: {
    title: 'Air Freight',
    description:
      'Time-critical cargo on scheduled and charter flights, with pick-up, customs clearance and delivery arranged for you.',
    points: [
      'Express and consolidated options',
      'Door-to-airport and door-to-door',
      'Dangerous goods handled to IATA rules',
    ],
    imageAlt: 'Cargo aircraft being loaded on the apron',
  },
  ocean: {
    title: 'Ocean Freight',
    description:
      'Container shipping through the ports of Natal, Pecém and Suape to every major trade lane in the world.',
    points: [
      'Full (FCL) and shared (LCL) containers',
      'Reefer containers for perishables',
      'Bill of lading and customs documents',
    ],
    imageAlt: 'Container ship alongside a port crane',
  },
  warehousing: {
    title: 'Warehousing',
    description:
      'Secure storage and fulfilment in modular warehouses with high-load floors, docks and round-the-clock surveillance.',
    points: ['Floors rated for 6 tonnes per m²', 'Pick, pack and cross-docking', 'Inventory visible online'],
    imageAlt: 'Warehouse aisle with tall pallet racking',
  },
  insurance: {
    title: 'Cargo Insurance',
    description:
      'All-risk cover for goods in transit and in storage, arranged with leading insurers and sized to the declared value.',
    points: ['Door-to-door all-risk policies', 'Cover for road, air and ocean legs', 'Claims handled by our own team'],
    imageAlt: 'Inspector checking sealed cargo crates',
  },
  supplyChain: {
    title: 'Supply Chain Solutions',
    description:
      'End-to-end planning that links sourcing, storage and distribution so stock is where your customers need it.',
    points: [
      'Network and inventory planning',
      'Vendor and purchase-order management',
      'Reports on cost and service levels',
    ],
    imageAlt: 'Logistics planners reviewing a supply chain dashboard',
  },
};

export const reasons: Record<ReasonId, ReasonCopy> = {
  network: {
    title: 'Global Network',
    description:
      'Offices in New York, London and Singapore and partners on every continent move your cargo end to end.',
  },
  technology: {
    title: 'Advanced Technology',
    description: 'Online tracking, digital documents and data on every shipment, from booking to proof of delivery.',
  },
  team: {
    title: 'Expert Team',
    description: 'Freight forwarders, customs specialists and warehouse managers with decades of combined experience.',
  },
  custom: {
    title: 'Customized Solutions',
    description: 'Every plan starts from your cargo, deadlines and budget, not from a one-size-fits-all price list.',
  },
};
