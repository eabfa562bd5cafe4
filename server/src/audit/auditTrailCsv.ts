import type { CoreAuditTrailEntry } from '@clinic/api-contract';
import { csvText } from '../files/csv';

const header = ['When (UTC)', 'Who', 'Actor type', 'Action', 'Resource', 'Resource id', 'From', 'Outcome'];

/** The trail as CSV, one entry a line. */
export function auditTrailCsv(entries: readonly CoreAuditTrailEntry[]): string {
  return csvText(
    header,
    entries.map((entry) => [
      entry.at,
      entry.actor.name,
      entry.actor.type,
      entry.action,
      entry.resource,
      entry.resourceId,
      entry.ip,
      entry.outcome,
    ]),
  );
}
