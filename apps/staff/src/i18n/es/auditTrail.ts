import type { Texts } from '../en';

export const esAuditTrail: Texts['auditTrail'] = {
  open: 'Registro de auditoría',
  title: (patientName: string) => `Registro de auditoría: ${patientName}`,
  intro:
    'Quién consultó o cambió los registros de este paciente, cuándo y desde dónde, incluidas las búsquedas que mostraron al paciente y las solicitudes rechazadas.',
  back: 'Volver al expediente',
  filters: 'Filtros',
  from: 'Desde',
  to: 'Hasta',
  actor: 'Quién',
  action: 'Acción',
  outcome: 'Resultado',
  any: 'Cualquiera',
  clear: 'Quitar filtros',
  exportCsv: 'Exportar CSV',
  when: 'Cuándo',
  what: 'Qué',
  where: 'Desde (dirección)',
  total: (count: number) => (count === 1 ? '1 entrada' : `${count.toLocaleString('es-US')} entradas`),
  none: 'Ninguna entrada coincide con estos filtros.',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  caption: 'Entradas del registro de auditoría, de la más reciente a la más antigua',
  actorTypes: {
    staff: 'Personal',
    portal: 'Cuenta del portal',
    anonymous: 'Sin sesión iniciada',
    system: 'Sistema',
  },
  outcomes: { success: 'Permitido', denied: 'Denegado', failure: 'Falló' },
};
