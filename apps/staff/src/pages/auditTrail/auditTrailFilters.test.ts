import { describe, expect, it } from 'vitest';
import { actorKey, filtersOf, toTrailFilter, trailQueryString } from './auditTrailFilters';

const none = { from: '', to: '', actor: '', action: '', outcome: '' };

describe('the audit trail filters', () => {
  it('read from the address, empty for "any"', () => {
    expect(filtersOf(new URLSearchParams('from=2025-03-04&outcome=denied&page=2'))).toEqual({
      ...none,
      from: '2025-03-04',
      outcome: 'denied',
    });
  });

  it('turn the chosen days into instants where the user is, "to" including its whole day', () => {
    const filter = toTrailFilter({ ...none, from: '2025-03-04', to: '2025-03-05' });
    expect(filter.from).toBe(new Date(2025, 2, 4).toISOString());
    expect(filter.to).toBe(new Date(2025, 2, 6).toISOString());
  });

  it('turn an actor key into its type and id, and leave out what is not a filter', () => {
    const id = '5f0c1a52-9f53-4a8e-9a35-4a1f3c7c1b11';
    expect(actorKey({ type: 'staff', id })).toBe(`staff:${id}`);
    expect(actorKey({ type: 'anonymous', id: null })).toBe('anonymous');
    expect(toTrailFilter({ ...none, actor: `staff:${id}`, action: 'read', outcome: 'maybe' })).toEqual({
      from: undefined,
      to: undefined,
      actorType: 'staff',
      actorId: id,
      action: 'read',
      outcome: undefined,
    });
    expect(toTrailFilter({ ...none, actor: 'anonymous' })).toMatchObject({
      actorType: 'anonymous',
      actorId: undefined,
    });
  });

  it('write a query string of the defined values only', () => {
    expect(trailQueryString({ page: 0, outcome: 'denied', action: undefined })).toBe('page=0&outcome=denied');
  });
});
