import type { ProjectCopy, ProjectId } from './types';

// The English titles also give each case study its URL slug (see ../projects.ts).
export const projects: Record<ProjectId, ProjectCopy> = {
  '01': {
    title: 'Northeast Distribution Hub Redesign',
    description:
      'Three scattered depots merged into one cross-docking hub on the BR-101, cutting delivery times across the region.',
    client: 'Consumer goods distributor',
    location: 'Parnamirim/RN, serving nine states',
    challenge: [
      'The client served North-East Brazil from three rented depots in different cities. Stock was duplicated, trucks left half empty and a delivery to the interior took up to six days.',
      'Peak season meant renting overflow space at short notice, with no shared view of what was where.',
    ],
    solution: [
      'We consolidated the three depots into two modules in Parnamirim, laid out for cross-docking with inbound and outbound docks on opposite sides.',
      'Routes were redesigned around daily milk runs, and a single inventory system gave sales, purchasing and the warehouse the same numbers.',
    ],
    results: [
      { value: '38%', label: 'shorter average delivery time' },
      { value: '22%', label: 'lower cost per delivered pallet' },
      { value: '97%', label: 'orders shipped on the promised day' },
    ],
    outcome: 'One hub now replaces three depots, and peak season no longer means emergency space.',
    imageAlt: 'Forklift moving pallets between docks in a distribution hub',
  },
  '02': {
    title: 'Temperature-Controlled Medical Supply Network',
    description:
      'A validated cold chain that keeps vaccines and medicines between 2 °C and 8 °C from the importer to 120 clinics.',
    client: 'Pharmaceutical importer',
    location: 'Natal/RN and the state interior',
    challenge: [
      'Vaccines and biologic medicines reached clinics in the interior after long, unmonitored trips, and every temperature excursion meant destroying the batch.',
      'Regulators required a documented record of the temperature at every leg.',
    ],
    solution: [
      'We set up a refrigerated storage area with backup power and deployed validated thermal boxes with data loggers on every shipment.',
      'Deliveries were scheduled early in the day, and alerts went to the quality team as soon as a reading drifted.',
    ],
    results: [
      { value: '0', label: 'batches lost to temperature in 12 months' },
      { value: '120', label: 'clinics supplied every week' },
      { value: '100%', label: 'shipments with a temperature record' },
    ],
    outcome: 'The importer passed its health-authority audit with no findings on distribution.',
    imageAlt: 'Boxes of medical supplies on shelves in a clean storage room',
  },
  '03': {
    title: 'Just-in-Time Inbound for Manufacturing',
    description:
      'Sequenced parts deliveries that let a manufacturing plant cut line-side stock without a single stoppage.',
    client: 'Industrial equipment manufacturer',
    location: 'Suppliers in São Paulo and Manaus, plant in Rio Grande do Norte',
    challenge: [
      'The plant kept weeks of parts beside the assembly line because deliveries from distant suppliers were unpredictable.',
      'That stock tied up cash and floor space, and still ran short when a single truck was late.',
    ],
    solution: [
      'A buffer warehouse near the plant receives consolidated loads from suppliers and releases parts in production sequence twice a shift.',
      'Supplier pick-ups run on fixed windows, and every load is tracked from the supplier dock to the line.',
    ],
    results: [
      { value: '64%', label: 'less stock beside the line' },
      { value: '0', label: 'line stoppages caused by missing parts' },
      { value: '18 days', label: 'of working capital released' },
    ],
    outcome: 'The freed floor space now holds a second assembly cell.',
    imageAlt: 'Factory floor with machinery and stacked components',
  },
  '04': {
    title: 'Fresh Melon Exports to Europe',
    description:
      'Reefer containers and fast port clearance that carry melons from farms in Rio Grande do Norte to European shelves.',
    client: 'Fruit growers cooperative',
    location: 'Mossoró/RN to Rotterdam',
    challenge: [
      'Melons have a short window between harvest and shelf. Waiting at the port and paperwork errors cost the cooperative whole containers.',
      'Harvest peaks needed more reefer space than the growers could book alone.',
    ],
    solution: [
      'We pre-booked reefer capacity for the season, pre-cooled the fruit before stuffing and prepared phytosanitary documents ahead of each sailing.',
      'Each container carried a temperature logger, and buyers in Europe received arrival updates.',
    ],
    results: [
      { value: '1,450', label: 'reefer containers shipped in one season' },
      { value: '9%', label: 'less fruit lost in transit' },
      { value: '48 h', label: 'from packing house to vessel' },
    ],
    outcome: 'The cooperative signed two new European buyers for the following harvest.',
    imageAlt: 'Farm field at harvest time with crates of fruit',
  },
  '05': {
    title: 'Omnichannel Fulfilment for a Fashion Retailer',
    description:
      'One stock pool for stores and online orders, with same-day dispatch and simple returns across the region.',
    client: 'Fashion retail chain',
    location: '42 stores and an online shop',
    challenge: [
      'Stores and the online shop kept separate stock, so items sold out online while sitting on store shelves.',
      'Returns piled up for weeks before going back on sale.',
    ],
    solution: [
      'We moved both channels into a single fulfilment operation with shared stock, wave picking for online orders and store replenishment at night.',
      'Returns are checked, re-tagged and back on sale within 48 hours.',
    ],
    results: [
      { value: '2×', label: 'online orders handled at peak' },
      { value: '94%', label: 'online orders shipped the same day' },
      { value: '48 h', label: 'to put returns back on sale' },
    ],
    outcome: 'Stock-outs online fell sharply, and Black Friday ran without overtime at the warehouse.',
    imageAlt: 'Shop interior with clothes on rails',
  },
  '06': {
    title: 'Emergency Relief Logistics',
    description: 'Donated food, water and hygiene kits collected, sorted and delivered to flood-hit towns within days.',
    client: 'Humanitarian aid organisation',
    location: 'Towns affected by floods in North-East Brazil',
    challenge: [
      'After heavy floods, donations arrived unsorted from hundreds of sources while roads to the worst-hit towns were partly closed.',
      'Volunteers needed to know what had arrived and where it was needed most.',
    ],
    solution: [
      'We lent a warehouse module as a sorting centre, organised donations into standard family kits and planned routes around closed roads with local authorities.',
      'Every truck was tracked, and the organisation received a daily report of kits delivered per town.',
    ],
    results: [
      { value: '310 t', label: 'of aid delivered' },
      { value: '14,000', label: 'families reached' },
      { value: '72 h', label: 'from first donation to first delivery' },
    ],
    outcome: 'The organisation now keeps a standing agreement with us for future emergencies.',
    imageAlt: 'Volunteers loading boxes of donations onto a truck',
  },
};
