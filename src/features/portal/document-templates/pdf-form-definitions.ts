// What each fillable PDF template (TPL-002 … TPL-005) asks for: the fields of the real form, in its usual order.
import type { MessageKey } from '@/i18n/translate';
import {
  check,
  choice,
  column,
  CURRENCIES,
  INCOTERMS,
  row,
  section,
  text,
  type PdfFormDefinition,
} from './pdf-form-model';
import type { TemplateType } from './templates';

const signatures = row(
  text('signatory_name', 'templates.field.signatoryName'),
  text('place_and_date', 'templates.field.placeAndDate'),
  text('signature', 'templates.field.signature'),
);

const billOfLading: PdfFormDefinition = {
  title: 'templates.bl.title',
  blocks: [
    row(
      text('bl_number', 'templates.field.blNumber'),
      text('booking_number', 'templates.field.bookingNumber'),
      text('export_references', 'templates.field.exportReferences'),
    ),
    section('templates.section.parties'),
    row(text('shipper', 'templates.field.shipper', 1, 4), text('consignee', 'templates.field.consignee', 1, 4)),
    row(
      text('notify_party', 'templates.field.notifyParty', 1, 3),
      text('forwarding_agent', 'templates.field.forwardingAgent', 1, 3),
    ),
    section('templates.section.transport'),
    row(
      text('pre_carriage', 'templates.field.preCarriage'),
      text('place_of_receipt', 'templates.field.placeOfReceipt'),
      text('vessel_voyage', 'templates.field.vesselVoyage'),
    ),
    row(
      text('port_of_loading', 'templates.field.portOfLoading'),
      text('port_of_discharge', 'templates.field.portOfDischarge'),
      text('place_of_delivery', 'templates.field.placeOfDelivery'),
    ),
    section('templates.section.goods'),
    {
      kind: 'table',
      rows: 6,
      columns: [
        column('container', 'templates.field.containerSeal', 1.3),
        column('marks', 'templates.field.marks', 1.2),
        column('packages', 'templates.field.packages', 1.3),
        column('description', 'templates.field.description', 2),
        column('gross_weight', 'templates.field.grossWeight', 0.9),
        column('measurement', 'templates.field.measurement', 0.9),
      ],
    },
    row(
      text('total_packages', 'templates.field.totalPackagesWords', 2),
      choice('freight_terms', 'templates.field.freightTerms', [
        ['prepaid', 'templates.option.prepaid'],
        ['collect', 'templates.option.collect'],
      ]),
    ),
    row(
      text('freight_charges', 'templates.field.freightCharges', 2, 2),
      check('shipped_on_board', 'templates.field.shippedOnBoard'),
    ),
    section('templates.section.issue'),
    row(
      text('originals', 'templates.field.originals', 0.8),
      text('place_date_of_issue', 'templates.field.placeDateOfIssue', 1.2),
      text('on_board_date', 'templates.field.onBoardDate'),
    ),
    row(text('carrier_signature', 'templates.field.carrierSignature', 1, 2)),
  ],
};

const airWaybill: PdfFormDefinition = {
  title: 'templates.awb.title',
  blocks: [
    row(
      text('awb_number', 'templates.field.awbNumber'),
      text('hawb_number', 'templates.field.hawbNumber'),
      text('issuing_carrier', 'templates.field.issuingCarrier'),
    ),
    section('templates.section.parties'),
    row(text('shipper', 'templates.field.shipper', 2, 3), text('shipper_account', 'templates.field.shipperAccount')),
    row(
      text('consignee', 'templates.field.consignee', 2, 3),
      text('consignee_account', 'templates.field.consigneeAccount'),
    ),
    row(text('agent', 'templates.field.agent', 2), text('agent_iata_code', 'templates.field.agentIataCode')),
    section('templates.section.routing'),
    row(
      text('airport_of_departure', 'templates.field.airportOfDeparture'),
      text('airport_of_destination', 'templates.field.airportOfDestination'),
      text('routing', 'templates.field.routing'),
    ),
    row(
      text('flight_date', 'templates.field.flightDate'),
      {
        kind: 'list',
        name: 'currency',
        label: 'templates.field.currency',
        options: CURRENCIES,
        editable: true,
        span: 0.6,
      },
      choice(
        'weight_charge',
        'templates.field.weightCharge',
        [
          ['prepaid', 'templates.option.prepaidPpd'],
          ['collect', 'templates.option.collectColl'],
        ],
        1.4,
      ),
    ),
    row(
      text('declared_value_carriage', 'templates.field.declaredValueCarriage'),
      text('declared_value_customs', 'templates.field.declaredValueCustoms'),
      text('insurance_amount', 'templates.field.insuranceAmount'),
    ),
    row(text('handling_information', 'templates.field.handlingInformation', 1, 2)),
    section('templates.section.cargo'),
    {
      kind: 'table',
      rows: 5,
      columns: [
        column('pieces', 'templates.field.pieces', 0.7),
        column('gross_weight', 'templates.field.grossWeight', 0.9),
        column('rate_class', 'templates.field.rateClass', 0.8),
        column('chargeable_weight', 'templates.field.chargeableWeight', 1),
        column('rate', 'templates.field.rate', 0.8),
        column('total', 'templates.field.total', 0.8),
        column('nature_of_goods', 'templates.field.natureOfGoods', 2.4),
      ],
    },
    row(
      check('dangerous_goods', 'templates.field.dangerousGoodsAttached', 1.4),
      text('other_charges', 'templates.field.otherCharges'),
    ),
    section('templates.section.signatures'),
    row(
      text('shipper_signature', 'templates.field.shipperSignature'),
      text('executed_on', 'templates.field.executedOn'),
      text('carrier_signature', 'templates.field.carrierSignature'),
    ),
  ],
};

const transportModes: [string, MessageKey][] = [
  ['sea', 'templates.option.sea'],
  ['air', 'templates.option.air'],
  ['road', 'templates.option.road'],
];

const customsDeclaration: PdfFormDefinition = {
  title: 'templates.customs.title',
  hint: 'templates.customs.hint',
  blocks: [
    row(
      choice('declaration_type', 'templates.field.declarationType', [
        ['di', 'templates.option.di'],
        ['duimp', 'templates.option.duimp'],
      ]),
      text('declaration_number', 'templates.field.declarationNumber'),
      text('registration_date', 'templates.field.registrationDate'),
    ),
    section('templates.section.importer'),
    row(
      text('importer_name', 'templates.field.importerName', 2),
      text('importer_cnpj', 'templates.field.importerCnpj'),
    ),
    row(
      text('importer_address', 'templates.field.address', 2),
      text('customs_broker', 'templates.field.customsBroker'),
    ),
    section('templates.section.exporterTransport'),
    row(
      text('exporter', 'templates.field.exporter', 2, 2),
      text('country_of_acquisition', 'templates.field.countryOfAcquisition'),
    ),
    row(
      choice('transport_mode', 'templates.field.transportMode', transportModes),
      text('transport_document', 'templates.field.transportDocument'),
      text('arrival_date', 'templates.field.arrivalDate'),
    ),
    row(
      text('customs_unit', 'templates.field.customsUnit'),
      text('bonded_warehouse', 'templates.field.bondedWarehouse'),
      text('cargo_manifest', 'templates.field.cargoManifest'),
    ),
    section('templates.section.goods'),
    {
      kind: 'table',
      rows: 6,
      columns: [
        column('ncm', 'templates.field.ncmCode', 0.8),
        column('description', 'templates.field.goodsDescription', 2),
        column('origin', 'templates.field.countryOfOrigin', 0.9),
        column('quantity', 'templates.field.quantity', 0.8),
        column('statistical_unit', 'templates.field.statisticalUnit', 0.9),
        column('net_weight', 'templates.field.netWeight', 0.8),
        column('value', 'templates.field.valueAtLoading', 1.1),
      ],
    },
    section('templates.section.values'),
    row(
      { kind: 'list', name: 'incoterm', label: 'templates.field.incoterm', options: INCOTERMS },
      { kind: 'list', name: 'currency', label: 'templates.field.currency', options: CURRENCIES, editable: true },
      text('exchange_rate', 'templates.field.exchangeRate'),
      text('customs_value', 'templates.field.customsValue'),
    ),
    row(
      text('fob_value', 'templates.field.fobValue'),
      text('freight_value', 'templates.field.internationalFreight'),
      text('insurance_value', 'templates.field.internationalInsurance'),
      check('license_required', 'templates.field.licenseRequired'),
    ),
    row(
      text('tax_ii', 'templates.field.taxIi'),
      text('tax_ipi', 'templates.field.taxIpi'),
      text('tax_pis_cofins', 'templates.field.taxPisCofins'),
      text('tax_icms', 'templates.field.taxIcms'),
    ),
    row(check('drawback', 'templates.field.drawback')),
    section('templates.section.signatures'),
    signatures,
  ],
};

const dangerousGoods: PdfFormDefinition = {
  title: 'templates.dangerous.title',
  blocks: [
    row(text('shipper', 'templates.field.shipper', 1, 3), text('consignee', 'templates.field.consignee', 1, 3)),
    row(
      text('transport_document', 'templates.field.transportDocumentNumber', 1.4),
      text('place_of_departure', 'templates.field.placeOfDeparture', 0.8),
      text('place_of_destination', 'templates.field.placeOfDestination', 0.8),
    ),
    row(
      choice('transport_mode', 'templates.field.transportMode', transportModes),
      choice('aircraft_limitation', 'templates.field.aircraftLimitation', [
        ['passenger_and_cargo', 'templates.option.passengerAndCargo'],
        ['cargo_only', 'templates.option.cargoOnly'],
      ]),
      choice('shipment_type', 'templates.field.shipmentType', [
        ['non_radioactive', 'templates.option.nonRadioactive'],
        ['radioactive', 'templates.option.radioactive'],
      ]),
    ),
    section('templates.section.dangerousGoods'),
    {
      kind: 'table',
      rows: 6,
      columns: [
        column('un_number', 'templates.field.unNumber', 0.7),
        column('proper_shipping_name', 'templates.field.properShippingName', 2),
        column('class', 'templates.field.hazardClass', 0.8),
        column('subsidiary_risk', 'templates.field.subsidiaryRisk', 0.8),
        column('packing_group', 'templates.field.packingGroup', 0.8),
        column('quantity_and_packing', 'templates.field.quantityAndPacking', 1.5),
        column('packing_instruction', 'templates.field.packingInstruction', 0.9),
      ],
    },
    row(text('additional_handling', 'templates.field.additionalHandling', 1, 2)),
    section('templates.section.emergency'),
    row(
      text('emergency_contact', 'templates.field.emergencyContact', 2),
      text('emergency_phone', 'templates.field.emergencyPhone'),
    ),
    section('templates.section.declaration'),
    { kind: 'note', text: 'templates.dangerous.declaration' },
    signatures,
  ],
};

export const PDF_FORMS: Record<Exclude<TemplateType, 'invoice'>, PdfFormDefinition> = {
  bl: billOfLading,
  awb: airWaybill,
  customs: customsDeclaration,
  dangerous: dangerousGoods,
};
