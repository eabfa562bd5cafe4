import { z } from 'zod';

/** The staff Live stream's event name for a document a patient completed (portal or e-form link). */
export const liveDocumentCompletedEventName = 'document-completed';

/** Ids only, never what the document holds: staff refresh what shows it. */
export const liveDocumentCompletedEventSchema = z
  .object({
    documentId: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    via: z.enum(['portal', 'e-form']),
  })
  .meta({ id: 'LiveDocumentCompletedEvent' });
export type LiveDocumentCompletedEvent = z.infer<typeof liveDocumentCompletedEventSchema>;
