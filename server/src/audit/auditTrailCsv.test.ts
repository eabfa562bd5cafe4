import type { CoreAuditTrailEntry } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { auditTrailCsv } from './auditTrailCsv';

const entry = (overrides: Partial<CoreAuditTrailEntry> = {}): CoreAuditTrailEntry => ({
  id: 1,
  at: '2025-03-05T10:00:00.000Z',
  actor: { type: 'staff', id: '5f0c1a52-9f53-4a8e-9a35-4a1f3c7c1b11', name: 'Dana Smith, LCSW' },
  action: 'read',
  resource: 'Document',
  resourceId: 'd1',
  ip: '10.0.0.7',
  outcome: 'success',
  ...overrides,
});

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('auditTrailCsv', () => {
  it('writes a header and one CRLF line per entry, quoting what holds a comma or quote', () => {
    const csv = auditTrailCsv([entry(), entry({ actor: { type: 'portal', id: null, name: 'a"b@x.org' } })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(linesOf(csv)).toEqual([
      'When (UTC),Who,Actor type,Action,Resource,Resource id,From,Outcome',
      '2025-03-05T10:00:00.000Z,"Dana Smith, LCSW",staff,read,Document,d1,10.0.0.7,success',
      '2025-03-05T10:00:00.000Z,"a""b@x.org",portal,read,Document,d1,10.0.0.7,success',
      '',
    ]);
  });

  it('never lets a name start a spreadsheet formula', () => {
    const names = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)'];
    const csv = auditTrailCsv(names.map((name) => entry({ actor: { type: 'portal', id: null, name } })));
    const whoCells = linesOf(csv)
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    expect(whoCells).toEqual([`"'=HYPERLINK(""http://x"")"`, "'+1", "'-2", "'@SUM(A1)"]);
  });

  it('leaves empty cells for what an entry lacks', () => {
    const csv = auditTrailCsv([
      entry({ actor: { type: 'anonymous', id: null, name: null }, resourceId: null, ip: null }),
    ]);
    expect(linesOf(csv)[1]).toBe('2025-03-05T10:00:00.000Z,,anonymous,read,Document,,,success');
  });
});
