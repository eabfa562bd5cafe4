// @vitest-environment node
import {
  type ComponentExtension,
  clinicExtensionUrls,
  exportQuestionnaire,
  exportResponse,
  fhirItemMappings,
  importQuestionnaire,
} from '@clinic/forms-core';
import { fhirSchemaErrors } from '@clinic/forms-core/fhir-testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleGalleryItems } from './gallerySamples';

// Compiling HL7's whole R4 schema takes seconds on the shared machine.
beforeAll(() => fhirSchemaErrors({}), 60_000);

/**
 * Issue 19.5/19.6 over every gallery form (each catalogue type at each version, and the layout
 * types): its Questionnaire and a response with the sample answer validate against R4, and the
 * Questionnaire imports back to the same form.
 */
describe.each(sampleGalleryItems.map((item) => [item.key, item] as const))(
  'gallery %s as FHIR',
  (_key, item) => {
    const { questionnaire } = exportQuestionnaire(item.content, {
      id: item.key,
      url: `http://example.org/fhir/R4/Questionnaire/${item.key}`,
      title: item.label,
    });

    it('exports a Questionnaire and a QuestionnaireResponse that validate against R4', () => {
      expect(fhirSchemaErrors(questionnaire)).toEqual([]);
      const response = exportResponse(item.content, item.results, {
        id: 'doc-1',
        questionnaire: questionnaire.url ?? '',
        status: 'Completed',
        patientId: 'patient-1',
        authored: '2026-11-20T10:00:00Z',
      });
      expect(fhirSchemaErrors(response)).toEqual([]);
    });

    it('says the label, required, read-only, options, answers and maxLength in FHIR elements, not in our extension', () => {
      const mapped = ['label', 'required', 'readonly', 'options', 'answers', 'maxLength', 'multiselect'];
      const visit = (items: typeof questionnaire.item): void => {
        for (const entry of items ?? []) {
          visit(entry.item);
          const ours = entry.extension?.find((extension) => extension.url === clinicExtensionUrls.component);
          if (!ours?.valueString) continue;
          const { elType, properties } = JSON.parse(ours.valueString) as ComponentExtension;
          const mapping = fhirItemMappings[elType as keyof typeof fhirItemMappings];
          if (mapping?.carried !== 'yes' || mapping.type === 'display') continue;
          expect(Object.keys(properties).filter((name) => mapped.includes(name))).toEqual([]);
        }
      };
      visit(questionnaire.item);
    });

    it('imports its Questionnaire back to the identical form', () => {
      const { content } = importQuestionnaire(JSON.parse(JSON.stringify(questionnaire)));
      expect(content).toEqual(item.content);
    });
  },
);
