import type { FastifyRequest } from 'fastify';
import { unexpectedErrorMessage } from '../../../../app/errorHandler';
import { HttpError } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Queryable } from '../../../../db/database';
import { UpstreamFailure } from '../../../../integrations/upstreamFailure';

export interface IntegrationRead<T> {
  request: FastifyRequest;
  db: Queryable;
  /** The audit resource, e.g. 'DoseSpotActiveMedications'. */
  resource: string;
  patientId: string;
  /** The access checks; answers the patient's id at the service. */
  access(): Promise<string>;
  fetch(externalPatientId: string): Promise<T>;
}

/**
 * Reads a patient's data from an external service: a refusal stays a 400, a timeout or error
 * of the service becomes a 502 with the usual "Unexpected error" text. Every outcome is audited
 * (success, denied or failure); no local data changes, so each audit row stands alone.
 */
export async function readFromIntegration<T>(read: IntegrationRead<T>): Promise<T> {
  const { request, db, resource, patientId } = read;
  const audit = (outcome: 'success' | 'denied' | 'failure') =>
    recordAudit(db, request, { action: 'read', resource, patientId, outcome });
  let externalPatientId: string;
  try {
    externalPatientId = await read.access();
  } catch (error) {
    if (error instanceof HttpError) await audit('denied');
    throw error;
  }
  try {
    const data = await read.fetch(externalPatientId);
    await audit('success');
    return data;
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    request.log.warn({ err: error }, 'integration call failed');
    await audit('failure');
    throw new HttpError(502, [unexpectedErrorMessage], { code: ['upstreamUnavailable'] });
  }
}
