import type { CoreReferencePlaceOfService, CoreReferenceService } from '@clinic/api-contract';
import type { placesOfService, services } from '../../../../db/schema';

export function toServiceDto(row: typeof services.$inferSelect): CoreReferenceService {
  return { id: row.id, name: row.name, description: row.description, durationMinutes: row.durationMinutes };
}

export function toPlaceOfServiceDto(row: typeof placesOfService.$inferSelect): CoreReferencePlaceOfService {
  return { id: row.id, locationId: row.locationId, code: row.code, name: row.name };
}
