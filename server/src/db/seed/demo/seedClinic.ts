import type { Transaction } from '../../database';
import { locations, placesOfService, services } from '../../schema';
import {
  demoLocations,
  demoPlacesOfService,
  demoServices,
  type LocationKey,
  type PlaceKey,
  type ServiceKey,
} from '../data/clinic';
import { entriesOf } from './entriesOf';
import { requireId } from './requireId';
import type { SeededForms } from './seedForms';

export interface SeededLocation {
  id: string;
  timeZone: string;
  /** Place-of-service ids at this location. */
  places: ReadonlyMap<PlaceKey, string>;
}

export interface SeededClinic {
  serviceIds: ReadonlyMap<ServiceKey, string>;
  serviceMinutes: ReadonlyMap<ServiceKey, number>;
  locations: ReadonlyMap<LocationKey, SeededLocation>;
}

/** Services, then the locations offering them, each with an office and a telehealth place of service. */
export async function seedClinic(tx: Transaction, seededForms: SeededForms): Promise<SeededClinic> {
  const serviceIds = new Map<ServiceKey, string>();
  const serviceMinutes = new Map<ServiceKey, number>();
  for (const [key, service] of entriesOf(demoServices)) {
    const [row] = await tx.insert(services).values(service).returning({ id: services.id });
    if (!row) throw new Error(`Demo seed: service "${service.name}" was not inserted`);
    serviceIds.set(key, row.id);
    serviceMinutes.set(key, service.durationMinutes);
  }

  const seededLocations = new Map<LocationKey, SeededLocation>();
  for (const [key, location] of entriesOf(demoLocations)) {
    const [row] = await tx
      .insert(locations)
      .values({
        name: location.name,
        address: location.address,
        phone: location.phone,
        timeZone: location.timeZone,
        serviceIds: location.services.map((service) => requireId(serviceIds, service, 'service')),
        formIds: location.forms.map((form) => {
          const seeded = seededForms.get(form);
          if (!seeded) throw new Error(`Demo seed: no form "${form}"`);
          return seeded.formId;
        }),
      })
      .returning({ id: locations.id });
    if (!row) throw new Error(`Demo seed: location "${location.name}" was not inserted`);
    const places = new Map<PlaceKey, string>();
    for (const [placeKey, place] of entriesOf(demoPlacesOfService)) {
      const [placeRow] = await tx
        .insert(placesOfService)
        .values({ locationId: row.id, code: place.code, name: place.name })
        .returning({ id: placesOfService.id });
      if (!placeRow) throw new Error(`Demo seed: place of service "${place.name}" was not inserted`);
      places.set(placeKey, placeRow.id);
    }
    seededLocations.set(key, { id: row.id, timeZone: location.timeZone, places });
  }
  return { serviceIds, serviceMinutes, locations: seededLocations };
}
