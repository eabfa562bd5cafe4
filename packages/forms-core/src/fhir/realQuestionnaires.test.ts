/**
 * Three large public questionnaires (test-fixtures/real/SOURCES.md), imported as a clinic would
 * import them: what a user would notice of each stays so as the importer changes. The form
 * benchmark (forms-react/bench/questionnaires) measures the same imports.
 */
import type { Questionnaire } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormContent } from '../catalogue/loadFormContent';
import { createDocumentEngine } from '../document/documentEngine';
import { evaluateHidden } from '../expressions/hidden';
import type { ComponentNode, FormContent, RowNode } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import type { FhirPathEvaluator } from './fhirPath/fhirPathEvaluator';
import { loadFhirPathEvaluator } from './fhirPath/loadFhirPathEvaluator';
import { importQuestionnaire } from './importQuestionnaire';
import healthCheck from './test-fixtures/real/aboriginal-torres-strait-islander-health-check-715.json?raw';
import cardiology from './test-fixtures/real/cardiology-form.json?raw';
import familyPortrait from './test-fixtures/real/ussg-family-health-portrait.json?raw';

let fhirPath: FhirPathEvaluator;
beforeAll(async () => {
  fhirPath = await loadFhirPathEvaluator();
});

/** A large import on a loaded 2-core machine takes seconds. */
const slow = 60_000;

function imported(json: string) {
  const result = importQuestionnaire(JSON.parse(json) as Questionnaire, { fhirPath });
  const components = [...eachLayoutComponent(result.content.rows)];
  const find = (label: string) => {
    const found = components.find((component) => component.properties.label === label);
    if (!found) throw new Error(`No component labelled ${label}`);
    return found;
  };
  return { ...result, components, find };
}

/** How many components of each type, as the builder's outline would show them. */
function countByType(components: readonly ComponentNode[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { elType } of components) counts[elType] = (counts[elType] ?? 0) + 1;
  return counts;
}

/** What the import report lists as not carried, by what (value set URLs left out). */
function notCarriedCounts(notCarried: ReadonlyArray<{ what: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { what } of notCarried) {
    const key = what.replace(/ValueSet \S+/, 'ValueSet …');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The content the server stores: it loads with no errors. */
function storedErrors(content: FormContent) {
  const loaded = loadFormContent(JSON.parse(JSON.stringify(content)));
  return loaded.ok ? [] : loaded.errors;
}

describe("CSIRO's Aboriginal and Torres Strait Islander Health Check (MBS 715), assembled", () => {
  it(
    'imports all 37 sections into one form the server stores, and lists what it does not carry',
    () => {
      const { name, components, content, notCarried } = imported(healthCheck);
      expect(name).toBe('Aboriginal and Torres Strait Islander Health Check');
      expect(countByType(components)).toEqual({
        SectionHeader: 124,
        Text: 172,
        SingleChoice: 101,
        Checkbox: 14,
        DatePicker: 28,
        TextInput: 26,
        Textarea: 161,
        Dropdown: 24,
        NumberInput: 35,
        MultipleChoice: 34,
        Crud: 14,
      });
      expect(storedErrors(content)).toEqual([]);
      // Every FHIRPath condition parsed: none is reported.
      expect(notCarriedCounts(notCarried)).toEqual({
        'initialExpression (not run: the field starts empty)': 91,
        repeats: 8,
        'tabs (the sections show one after another)': 1,
        'answers of ValueSet … (not expanded offline; answered as free text)': 4,
      });
      expect(
        components.filter((c) => Array.isArray(c.properties.options) && c.properties.options.length),
      ).toHaveLength(158);
    },
    slow,
  );

  it(
    "shows the sections of the patient's age once the age is known, as the pre-populated form opens",
    () => {
      const { components, content, find } = imported(healthCheck);
      const age = find('Age');
      const headersShown = (years?: number) => {
        const engine = createDocumentEngine({
          content,
          context: { fhirPath },
          ...(years === undefined ? {} : { results: { [age.id]: years } }),
        });
        return components
          .filter((c) => c.elType === 'SectionHeader' && !engine.isHidden(c.id))
          .map((c) => c.properties.label);
      };
      expect(headersShown()).toEqual([
        'Patient details',
        'Home address',
        'National Disability Insurance Scheme',
        'Providers',
      ]);
      const adult = headersShown(45);
      expect(adult).toHaveLength(72);
      expect(adult).toEqual(
        expect.arrayContaining([
          'Consent',
          'Learning and work',
          'Absolute cardiovascular disease risk calculation',
        ]),
      );
      expect(adult).not.toContain('Memory and thinking');
      const older = headersShown(70);
      expect(older).toEqual(
        expect.arrayContaining(['Memory and thinking', 'Bowel cancer screening (age <=74 years)']),
      );
      expect(older).not.toContain('Learning and work');
    },
    slow,
  );
});

describe("LHC-Forms' US Surgeon General family health portrait", () => {
  it('imports the patient questions and the relatives as records with their follow-up questions', () => {
    const { name, components, content, notCarried, find } = imported(familyPortrait);
    expect(name).toBe('US Surgeon General family health portrait');
    expect(countByType(components)).toEqual({
      SectionHeader: 1,
      TextInput: 1,
      Text: 2,
      Dropdown: 6,
      DatePicker: 1,
      NumberInput: 2,
      Crud: 2,
    });
    expect(storedErrors(content)).toEqual([]);
    expect(notCarriedCounts(notCarried)).toEqual({
      'initialExpression (not run: the field starts empty)': 2,
      'answers of ValueSet … (not expanded offline; answered as free text)': 1,
    });
    expect(find('Gender').properties.options).toEqual(['Male', 'Female', 'Other']);

    const relatives = find('Family member health history');
    const record = [...eachLayoutComponent(relatives.properties.formLayout as RowNode[])];
    expect(record.map((c) => c.properties.label)).toEqual([
      'Relationship to patient',
      'Name',
      'Gender',
      'Living?',
      'Date of Birth',
      'Current Age',
      'Cause of Death',
      'Age at Death',
      'Twin',
      'Adopted',
      'Race',
      'Ethnicity',
      'Parents related',
      'Diseases history panel',
    ]);
    const living = record.find((c) => c.properties.label === 'Living?');
    const shownWhenLiving = (answer: string) => {
      const data = { [String(living?.id)]: { value: answer, otherValue: '' } };
      return record
        .filter((c) => typeof c.properties.hidden === 'string')
        .filter((c) => !evaluateHidden(c.properties.hidden, { ...data, data }))
        .map((c) => c.properties.label);
    };
    expect(shownWhenLiving('Yes')).toEqual(['Date of Birth', 'Current Age']);
    expect(shownWhenLiving('No')).toEqual(['Cause of Death', 'Age at Death']);
  });
});

describe("HL7 SDC's cardiology referral form", () => {
  it('imports its questions, the follow-ups nested under them and their conditions', () => {
    const { components, content, notCarried, find } = imported(cardiology);
    expect(countByType(components)).toEqual({
      SectionHeader: 17,
      TextInput: 36,
      DatePicker: 2,
      SingleChoice: 2,
      Dropdown: 6,
      MultipleChoice: 64,
      Textarea: 11,
      Picture: 1,
      Text: 1,
      NumberInput: 2,
    });
    expect(storedErrors(content)).toEqual([]);
    expect(notCarried).toEqual([]);
    expect(find('Requested Priority:').properties.options).toEqual(['Routine', 'Urgent']);

    const shown = (results: Record<string, unknown>) => {
      const engine = createDocumentEngine({ content, results });
      return components.filter((c) => !engine.isHidden(c.id)).map((c) => c.properties.label);
    };
    const atOpen = shown({});
    expect(atOpen).toHaveLength(81);
    // Ticking "Alternate contact" (a string question listing its one answer) asks for the contact.
    const contact = find('Alternate contact');
    expect(contact.properties.options).toEqual(['Alternate contact']);
    const withContact = shown({ [contact.id]: ['Alternate contact'] });
    expect(withContact.filter((label) => !atOpen.includes(label))).toEqual([
      'Name:',
      'Alternate contact phone #:',
      'Relationship:',
      'Is Alternate contact the appointment booking contact?:',
    ]);
    // Asking for cardiac testing shows the exams to choose from.
    expect(shown({ [find('Cardiac Testing').id]: ['Cardiac Testing'] }).length).toBeGreaterThan(81);
  });
});
