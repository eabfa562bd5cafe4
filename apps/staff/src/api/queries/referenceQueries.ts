import type {
  CoreFormsCategory,
  CoreFormsFormGroup,
  CoreFormsFormSummary,
  CoreReferenceAvailability,
  CoreReferenceClinician,
  CoreReferenceLocation,
  CoreReferenceLookupItem,
  CoreReferenceLookupKind,
  CoreReferencePlaceOfService,
  CoreReferenceService,
  PagedReply,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../httpClient';

/** The settings lists are small (a clinic has tens of locations, not thousands): read whole. */
const wholeList = { page: 0, pageSize: 1000 };

export const referenceKeys = {
  locations: ['core', 'Locations'] as const,
  services: ['core', 'Services'] as const,
  clinicians: ['core', 'Clinicians'] as const,
  clinicianAvailability: (clinicianId: string) =>
    ['core', 'Clinicians', clinicianId, 'Availability'] as const,
  placesOfService: (locationId: string) => ['core', 'PlacesOfService', locationId] as const,
  lookup: (kind: CoreReferenceLookupKind) => ['core', 'Lookups', kind] as const,
  forms: (category: CoreFormsCategory) => ['core', 'Forms', 'list', category] as const,
  formGroups: ['core', 'FormGroups', 'list'] as const,
};

async function readList<T>(path: string): Promise<T[]> {
  return (await apiRequest<PagedReply<T>>('POST', path, wholeList)).items;
}

export function useLocations() {
  return useQuery({
    queryKey: referenceKeys.locations,
    queryFn: () => readList<CoreReferenceLocation>('/api/core/Locations'),
  });
}

/** Each location's IANA zone by id, for reading its wall-clock times (undefined until loaded). */
export function useLocationZones(): (locationId: string | null | undefined) => string | undefined {
  const locations = useLocations();
  return (locationId) => locations.data?.find((location) => location.id === locationId)?.timeZone;
}

/** A clinician's weekly hours at each location (none while `clinicianId` is empty). */
export function useClinicianAvailability(clinicianId: string) {
  return useQuery({
    queryKey: referenceKeys.clinicianAvailability(clinicianId),
    queryFn: () =>
      apiRequest<CoreReferenceAvailability>('GET', `/api/core/Clinicians/${clinicianId}/Availability`),
    enabled: clinicianId !== '',
  });
}

export function useServices() {
  return useQuery({
    queryKey: referenceKeys.services,
    queryFn: () => readList<CoreReferenceService>('/api/core/Services'),
  });
}

export function useClinicians() {
  return useQuery({
    queryKey: referenceKeys.clinicians,
    queryFn: () => readList<CoreReferenceClinician>('/api/core/Clinicians'),
  });
}

export function usePlacesOfService(locationId: string | null) {
  return useQuery({
    queryKey: referenceKeys.placesOfService(locationId ?? ''),
    queryFn: () =>
      apiRequest<CoreReferencePlaceOfService[]>(
        'GET',
        `/api/core/PlacesOfService?locationId=${encodeURIComponent(locationId ?? '')}`,
      ),
    enabled: locationId !== null,
  });
}

/** The forms of a category, for pickers (a location's portal forms, its treatment plan). */
export function useFormList(category: CoreFormsCategory) {
  return useQuery({
    queryKey: referenceKeys.forms(category),
    queryFn: () => readList<CoreFormsFormSummary>(`/api/core/Forms/${category}`),
  });
}

export function useFormGroupList() {
  return useQuery({
    queryKey: referenceKeys.formGroups,
    queryFn: () => readList<CoreFormsFormGroup>('/api/core/FormGroups'),
  });
}

/** A lookup list, read whole as forms.md section 7 says (page 0, pageSize 1000000). */
export function useLookup(kind: CoreReferenceLookupKind) {
  return useQuery({
    queryKey: referenceKeys.lookup(kind),
    queryFn: async () =>
      (
        await apiRequest<PagedReply<CoreReferenceLookupItem>>('POST', `/api/core/${kind}`, {
          page: 0,
          pageSize: 1_000_000,
        })
      ).items,
    staleTime: 10 * 60_000,
  });
}

/** Select options from a list: value is the id, label what the user reads. */
export function optionsOf<T extends { id: string }>(
  items: readonly T[] | undefined,
  label: (item: T) => string,
) {
  return (items ?? []).map((item) => ({ value: item.id, label: label(item) }));
}
