import type {
  AppointmentCliniciansReply,
  AppointmentDatesReply,
  AppointmentHoursReply,
  PortalCatalogItem,
  PortalCatalogLocation,
  PortalCatalogPlaceOfService,
  PortalCatalogService,
} from '@clinic/api-contract';
import { portalCatalogWholeList } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

/** The wizard's look-ups: public catalogs and availability, cached while the wizard is open. */
const staleTime = 5 * 60_000;

export function useLocations() {
  return useQuery({
    queryKey: ['Catalog', 'Locations'],
    queryFn: () => apiRequest<PortalCatalogLocation[]>('GET', '/api/portal/Catalog/Locations'),
    staleTime,
  });
}

/** Every service offered at some location (the service step comes before the location step). */
export function useAllServices(locations: readonly PortalCatalogLocation[] | undefined) {
  return useQuery({
    queryKey: ['Catalog', 'Services', 'all', locations?.map((l) => l.id)],
    enabled: locations !== undefined,
    staleTime,
    queryFn: async () => {
      const lists = await Promise.all(
        (locations ?? []).map((l) =>
          apiRequest<PortalCatalogService[]>('GET', `/api/portal/Catalog/Services/${l.id}`),
        ),
      );
      const byId = new Map(lists.flat().map((service) => [service.id, service]));
      return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

export function usePlacesOfService(locationId: string | null) {
  return useQuery({
    queryKey: ['Catalog', 'PlacesOfService', locationId],
    enabled: locationId !== null,
    staleTime,
    queryFn: () =>
      apiRequest<PortalCatalogPlaceOfService[]>(
        'GET',
        `/api/portal/Catalog/PlacesOfService?locationId=${encodeURIComponent(locationId ?? '')}`,
      ),
  });
}

export interface SlotScope {
  serviceId: string;
  locationId: string;
  /** null: any clinician. */
  clinicianId: string | null;
}

export function useClinicians(serviceId: string | null, locationId: string | null) {
  return useQuery({
    queryKey: ['AppointmentRequests', 'Clinicians', serviceId, locationId],
    enabled: serviceId !== null && locationId !== null,
    queryFn: () =>
      apiRequest<AppointmentCliniciansReply>('POST', '/api/portal/AppointmentRequests/Clinicians', {
        serviceId,
        locationId,
      }),
  });
}

/** The wizard's own hold: its time counts as free for it (the old list stays while it is read). */
const withHold = (holdId: string | undefined) => (holdId ? { holdId } : {});

/** Days with a free slot, `days` from `from` (the location's today when null). */
export function useAvailableDates(
  scope: SlotScope | null,
  from: string | null,
  days: number,
  holdId?: string,
) {
  return useQuery({
    queryKey: ['AppointmentRequests', 'Dates', scope, from, days, holdId],
    enabled: scope !== null,
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiRequest<AppointmentDatesReply>('POST', '/api/portal/AppointmentRequests/Dates', {
        ...scope,
        ...(from ? { from } : {}),
        days,
        ...withHold(holdId),
      }),
  });
}

export function useFreeHours(scope: SlotScope | null, date: string | null, holdId?: string) {
  return useQuery({
    queryKey: ['AppointmentRequests', 'Hours', scope, date, holdId],
    enabled: scope !== null && date !== null,
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiRequest<AppointmentHoursReply>('POST', '/api/portal/AppointmentRequests/Hours', {
        ...scope,
        date,
        ...withHold(holdId),
      }),
  });
}

export function useInsuranceCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['Catalog', 'InsuranceCompany'],
    enabled,
    staleTime,
    queryFn: async () =>
      (
        await apiRequest<{ items: PortalCatalogItem[] }>(
          'POST',
          '/api/portal/Catalog/InsuranceCompany',
          portalCatalogWholeList,
        )
      ).items,
  });
}

export function useRelationships(enabled: boolean) {
  return useQuery({
    queryKey: ['Catalog', 'Relationships'],
    enabled,
    staleTime,
    queryFn: () => apiRequest<PortalCatalogItem[]>('GET', '/api/portal/Catalog/Relationships'),
  });
}
