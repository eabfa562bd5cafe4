import type { FormServices } from '../services/formServices';
import { createInMemoryClinicalDataClient } from '../services/inMemoryClinicalDataClient';
import { sampleEpisodeOfCareId, samplePatientId } from '../services/inMemoryClinicalSampleData';
import { galleryDocuments } from './galleryDocuments';
import { createGallerySavedResponses } from './gallerySavedResponses';

const sampleSections: Readonly<Record<string, string>> = {
  chiefComplaint: 'Headaches for two weeks, worse in the morning.',
  historyOfPresentIllness: 'Intermittent chest tightness on exertion since March; no syncope.',
};

/**
 * What the gallery's components get from outside, all in memory: a staff user with a saved
 * signature, a sample patient and episode with clinical records (answering after a short delay,
 * so loading states show), saved responses, documents for the picker and autofill texts.
 */
export function createGalleryServices(): FormServices {
  return {
    segment: 'core',
    user: {
      type: 'staff',
      name: 'Dana Whitfield, MD',
      firstName: 'Dana',
      lastName: 'Whitfield',
      credential: 'MD',
      patient: { firstName: 'Alex', lastName: 'Rivera', mrn: 'MRN-000101' },
    },
    clinical: createInMemoryClinicalDataClient({ latencyMs: 300 }),
    clinicalContext: {
      patientId: samplePatientId,
      episodeOfCareId: sampleEpisodeOfCareId,
      effectiveDate: new Date().toISOString().slice(0, 10),
      timeZone: 'UTC',
    },
    savedResponses: createGallerySavedResponses(),
    documents: galleryDocuments,
    autofill: { autofill: async ({ sectionSelected }) => sampleSections[sectionSelected] ?? null },
  };
}
