import type { Texts } from '../en';

export const esTakings: Texts['takings'] = {
  title: 'Cobros del día',
  intro:
    'Pagos y reembolsos con tarjeta de un día, en recepción y en el portal, por ubicación (el día según el reloj de cada ubicación).',
  date: 'Fecha',
  location: 'Ubicación',
  allLocations: 'Todas las ubicaciones',
  noLocation: 'Sin ubicación',
  exportCsv: 'Exportar CSV',
  summaryCaption: 'Totales por ubicación',
  entriesCaption: 'Pagos y reembolsos, en el orden en que se cobraron',
  empty: 'No hay pagos ni reembolsos en este día.',
  payments: 'Pagos',
  refunds: 'Reembolsos',
  net: 'Neto',
  count: (count: number) => `(${count})`,
  total: 'Todas las ubicaciones',
  time: 'Registrado',
  type: 'Tipo',
  types: { payment: 'Pago', refund: 'Reembolso' },
  patient: 'Paciente',
  card: 'Tarjeta',
  takenBy: 'Cobrado por',
  portal: 'Portal del paciente',
  amount: 'Importe',
};
