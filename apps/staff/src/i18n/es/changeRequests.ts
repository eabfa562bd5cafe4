import type { Texts } from '../en';

export const esChangeRequests: Texts['changeRequests'] = {
  title: 'Solicitudes de cambio del perfil',
  intro:
    'Cambios que los pacientes pidieron en el portal. Las solicitudes nuevas aparecen aquí a medida que los pacientes las envían.',
  filter: 'Mostrar solicitudes',
  statuses: { pending: 'Pendiente', applied: 'Aplicada', rejected: 'Rechazada' },
  all: 'Todas',
  patient: 'Paciente',
  received: 'Recibida',
  fields: 'Campos',
  status: 'Estado',
  review: 'Revisar',
  reviewLabel: (patient: string, received: string) =>
    `Revisar la solicitud de cambio de ${patient} recibida el ${received}`,
  empty: 'No hay solicitudes de cambio aquí.',
  onlyPatient: (name: string) => `Solo las solicitudes de ${name}`,
  showAll: 'Mostrar todos los pacientes',
  caption: 'Solicitudes de cambio del perfil, de la más reciente a la más antigua',
  reviewTitle: 'Solicitud de cambio del perfil',
  receivedOn: (when: string) => `Recibida el ${when}`,
  openChart: 'Abrir expediente',
  field: 'Campo',
  current: 'Valor actual',
  requested: 'Valor solicitado',
  emptyValue: '(vacío)',
  apply: 'Aplicar cambios',
  applyHint: 'Al aplicarla se escriben los valores solicitados en el expediente.',
  reject: 'Rechazar',
  rejectTitle: 'Rechazar la solicitud de cambio',
  rejectReason: 'Motivo',
  rejectReasonHint: 'El paciente ve este motivo en el portal.',
  rejectReasonRequired: 'Indique un motivo.',
  applied: (name: string) => `Se aplicaron los cambios al expediente de ${name}.`,
  rejected: 'Se rechazó la solicitud de cambio; el paciente ve el motivo en el portal.',
  decidedBy: (status: string, who: string, when: string) => `${status} por ${who} el ${when}`,
  reason: 'Motivo indicado al paciente',
  chartPending: (count: number) =>
    count === 1
      ? 'Este paciente pidió un cambio de su perfil en el portal.'
      : `Este paciente pidió ${count} cambios de su perfil en el portal.`,
  chartReview: 'Revisar',
};
