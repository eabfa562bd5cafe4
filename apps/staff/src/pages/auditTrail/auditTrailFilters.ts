import {
  type AuditActorType,
  auditActorTypes,
  auditOutcomes,
  type CoreAuditActor,
  type CoreAuditTrailFilter,
} from '@clinic/api-contract';
import dayjs from 'dayjs';

/**
 * The screen's filters as the address keeps them ('' is "any"): calendar days where the user
 * is (YYYY-MM-DD), an actor key, an action and an outcome.
 */
export interface TrailFilters {
  from: string;
  to: string;
  actor: string;
  action: string;
  outcome: string;
}

export const trailFilterNames = ['from', 'to', 'actor', 'action', 'outcome'] as const;

export function filtersOf(params: URLSearchParams): TrailFilters {
  const [from, to, actor, action, outcome] = trailFilterNames.map((name) => params.get(name) ?? '');
  return { from: from ?? '', to: to ?? '', actor: actor ?? '', action: action ?? '', outcome: outcome ?? '' };
}

/** One select value per actor: 'staff:{id}', 'portal:{id}', or the type alone for those without an id. */
export function actorKey(actor: Pick<CoreAuditActor, 'type' | 'id'>): string {
  return actor.id ? `${actor.type}:${actor.id}` : actor.type;
}

const isActorType = (value: string): value is AuditActorType =>
  (auditActorTypes as readonly string[]).includes(value);

/** The local day's first instant, or undefined for an empty or broken day. */
function startOfDay(day: string, addDays = 0): string | undefined {
  const parsed = dayjs(day);
  return day && parsed.isValid() ? parsed.startOf('day').add(addDays, 'day').toISOString() : undefined;
}

/** The API's filter: "to" includes its whole day (the server's bound is exclusive). */
export function toTrailFilter(filters: TrailFilters): CoreAuditTrailFilter {
  const [type = '', id] = filters.actor.split(':');
  return {
    from: startOfDay(filters.from),
    to: startOfDay(filters.to, 1),
    actorType: isActorType(type) ? type : undefined,
    actorId: id || undefined,
    action: filters.action || undefined,
    outcome: auditOutcomes.find((outcome) => outcome === filters.outcome),
  };
}

/** A query string of the defined values, in a stable order. */
export function trailQueryString(values: Readonly<Record<string, string | number | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) query.set(name, String(value));
  return query.toString();
}
