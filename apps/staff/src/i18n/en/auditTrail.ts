import type { AuditActorType, AuditOutcome } from '@clinic/api-contract';

/** The audit trail screen's texts (English, like the rest of the staff app). */
export const enAuditTrail = {
  open: 'Audit trail',
  title: (patientName: string) => `Audit trail: ${patientName}`,
  intro:
    'Who read or changed this patient’s records, when and from where, including searches that showed the patient and refused requests.',
  back: 'Back to the chart',
  filters: 'Filters',
  from: 'From',
  to: 'To',
  actor: 'Who',
  action: 'Action',
  outcome: 'Outcome',
  any: 'Any',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  when: 'When',
  what: 'What',
  where: 'From (address)',
  total: (count: number) => (count === 1 ? '1 entry' : `${count.toLocaleString('en-US')} entries`),
  none: 'No entries match these filters.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  caption: 'Audit trail entries, newest first',
  actorTypes: {
    staff: 'Staff',
    portal: 'Portal login',
    anonymous: 'Not signed in',
    system: 'System',
  } satisfies Record<AuditActorType, string>,
  outcomes: { success: 'Allowed', denied: 'Denied', failure: 'Failed' } satisfies Record<
    AuditOutcome,
    string
  >,
};
