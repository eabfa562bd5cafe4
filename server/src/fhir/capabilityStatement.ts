import type { CapabilityStatement } from '@medplum/fhirtypes';

import { DEFAULT_COUNT, MAX_COUNT } from './searchPaging';

const searchString = (
  name: string,
  type: 'string' | 'token' | 'uri' | 'reference' | 'date' | 'number',
  documentation?: string,
) => ({ name, type, ...(documentation ? { documentation } : {}) });

/** What /fhir/R4 supports (issue 19.5), for clients that read `metadata` first. */
export function capabilityStatement(base: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-11-28',
    kind: 'instance',
    software: { name: 'Clinic suite FHIR API' },
    implementation: { description: 'Forms, completed documents and instrument scores as FHIR R4', url: base },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    instantiates: ['http://hl7.org/fhir/uv/sdc/CapabilityStatement/sdc-form-manager'],
    rest: [
      {
        mode: 'server',
        security: {
          description:
            'A staff session token as `Authorization: Bearer <token>` (staff sign-in at /api/core).',
        },
        // Every search pages the same way: the next and previous links carry both.
        searchParam: [
          searchString('_count', 'number', `Page size: ${DEFAULT_COUNT} by default, at most ${MAX_COUNT}.`),
          searchString('_offset', 'number', "Matches skipped before the page, in the search's stable order."),
        ],
        resource: [
          {
            type: 'Questionnaire',
            profile: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire',
            interaction: [{ code: 'read' }, { code: 'search-type' }, { code: 'create' }],
            searchParam: [
              searchString('url', 'uri'),
              searchString('name', 'string'),
              searchString('status', 'token'),
            ],
          },
          {
            type: 'QuestionnaireResponse',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: [
              searchString('patient', 'reference'),
              searchString('subject', 'reference'),
              searchString('questionnaire', 'reference'),
              searchString('authored', 'date'),
            ],
          },
          {
            type: 'Observation',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: [
              searchString('patient', 'reference'),
              searchString('subject', 'reference'),
              searchString('code', 'token'),
            ],
          },
          {
            type: 'Patient',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: [
              searchString('_id', 'token'),
              searchString('name', 'string'),
              searchString('birthdate', 'date'),
              searchString('identifier', 'token'),
            ],
          },
        ],
      },
    ],
  };
}
