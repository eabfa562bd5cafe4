import { describe, expect, it } from 'vitest';
import { component, form, row } from '../model/buildLayout.testing';
import type { ComponentNode, Results } from '../model/layout';
import {
  diagnosisCode,
  kiwiAllergy,
  marRecord,
  penicillinAllergy,
  prnOrder,
  scheduledOrder,
  vitalRecords,
} from './chart/chartRecords.testing';
import { toDiagnosisRow } from './chart/diagnosisRows';
import { toVitalRow } from './chart/vitalRows';
import { chartListsOf, fillChartSections } from './chartSections';
import { type ChartRecords, chartSnapshotOf } from './chartSnapshot';

const records: ChartRecords = {
  allergies: [penicillinAllergy, kiwiAllergy],
  vitalRecords,
  diagnosisCodes: [
    diagnosisCode('dx-primary', 'F32.9', 'Primary'),
    diagnosisCode('dx-second', 'F41.1', 'Secondary'),
  ],
  medicationAdministrations: [marRecord],
  scheduledMedications: [scheduledOrder],
  prnMedications: [prnOrder],
};
const chart = chartSnapshotOf(records);
const empty = chartSnapshotOf({});

const versioned = (node: ComponentNode, version: number): ComponentNode => ({ ...node, version });
const contentOf = (...components: ComponentNode[]) => form([row('r1', components)]);

const staff = { actor: 'staff' } as const;
const patient = { actor: 'patient' } as const;

describe('fillChartSections', () => {
  it("replaces whatever a client sent for allergies with the chart's list", () => {
    const content = contentOf(component('PatientAllergies1', 'PatientAllergies'));
    for (const sent of [undefined, [], [{ allergen: 'Made up' }], 'junk']) {
      const filled = fillChartSections(content, { PatientAllergies1: sent }, chart, patient);
      expect(filled.PatientAllergies1).toEqual([
        expect.objectContaining({ allergen: 'Penicillin', reaction: 'Hives', severity: 'Severe' }),
        expect.objectContaining({ allergen: 'Kiwi' }),
      ]);
    }
  });

  it('fills the sections under their "Client…" names too, and nested layouts', () => {
    const nested = row('inner', [component('ClientAllergies1', 'ClientAllergies')]);
    const content = form([row('outer', [nested])]);
    expect(fillChartSections(content, {}, chart, staff).ClientAllergies1).toHaveLength(2);
  });

  it('takes the administrations as the chart has them', () => {
    const content = contentOf(component('PatientMedications1', 'PatientMedications'));
    const filled = fillChartSections(content, { PatientMedications1: [{ notes: 'forged' }] }, chart, staff);
    expect(filled.PatientMedications1).toEqual(chart.medicationAdministrations);
    expect(fillChartSections(content, {}, empty, staff).PatientMedications1).toEqual([]);
  });

  it('takes the active orders of the types the component shows', () => {
    const content = contentOf(
      component('ActiveMedications1', 'ActiveMedications'),
      component('ActiveMedications2', 'ActiveMedications', { type: 'sch' }),
      component('ActiveMedications3', 'ActiveMedications', { type: 'prn' }),
    );
    const filled = fillChartSections(content, { ActiveMedications1: [] }, chart, patient);
    const ids = (id: string) => (filled[id] as { id: string }[]).map((order) => order.id);
    expect(ids('ActiveMedications1')).toEqual(['sch-1', 'prn-1']);
    expect(ids('ActiveMedications2')).toEqual(['sch-1']);
    expect(ids('ActiveMedications3')).toEqual(['prn-1']);
  });

  it('leaves other components and a form without chart sections as they are', () => {
    const content = contentOf(component('TextInput1', 'TextInput'));
    const results: Results = { TextInput1: 'kept', Unknown1: 1 };
    expect(fillChartSections(content, results, chart, staff)).toBe(results);
    const withSection = contentOf(
      component('TextInput1', 'TextInput'),
      component('PatientAllergies1', 'PatientAllergies'),
    );
    const filled = fillChartSections(withSection, results, chart, staff);
    expect(filled).toMatchObject({ TextInput1: 'kept', Unknown1: 1 });
    expect(results).toEqual({ TextInput1: 'kept', Unknown1: 1 });
  });
});

describe('fillChartSections: vitals', () => {
  const v2 = contentOf(versioned(component('PatientVitals1', 'PatientVitals'), 2));
  const v1 = contentOf(component('PatientVitals1', 'PatientVitals'));
  const [latest, older] = vitalRecords;

  it('shows the latest record until one is chosen, and All of none for a chart without records', () => {
    for (const value of [undefined, null, []]) {
      expect(fillChartSections(v2, { PatientVitals1: value }, chart, patient).PatientVitals1).toEqual([
        toVitalRow(latest!, 2),
      ]);
      expect(fillChartSections(v2, { PatientVitals1: value }, empty, patient).PatientVitals1).toEqual([]);
    }
  });

  it('keeps the record chosen, with the content the chart holds (never what was sent)', () => {
    const forged = {
      id: 'vital-old',
      effectiveDate: older!.effectiveDate,
      items: [{ vitalSign: { name: 'Pulse' }, value: '200' }],
    };
    for (const options of [staff, patient]) {
      const filled = fillChartSections(v2, { PatientVitals1: [forged] }, chart, options);
      expect(filled.PatientVitals1).toEqual([toVitalRow(older!, 2)]);
    }
    const byDate = fillChartSections(v1, { PatientVitals1: [{ dateTime: older!.dateTime }] }, chart, staff);
    expect(byDate.PatientVitals1).toEqual([toVitalRow(older!, 1)]);
  });

  it('shows All when All was chosen, or when the record chosen is no longer in the chart', () => {
    const all = vitalRecords.map((record) => toVitalRow(record, 2));
    expect(fillChartSections(v2, { PatientVitals1: all }, chart, staff).PatientVitals1).toEqual(all);
    expect(
      fillChartSections(v2, { PatientVitals1: [{ id: 'deleted' }] }, chart, staff).PatientVitals1,
    ).toEqual(all);
    expect(fillChartSections(v2, { PatientVitals1: ['junk'] }, chart, staff).PatientVitals1).toEqual(all);
  });
});

describe('fillChartSections: diagnosis codes', () => {
  const content = contentOf(component('PatientDiagnosisCodes1', 'PatientDiagnosisCodes'));
  const added = {
    id: null,
    icdCode: { id: 'icd-Z63.0', code: 'Z63.0', description: 'Relationship distress' },
    code: 'Z63.0 - Relationship distress',
    description: 'Added in this note',
    status: null,
    resolvedBy: null,
    activeFrom: null,
    category: 'Primary',
  };
  const staleChartRow = {
    ...toDiagnosisRow(diagnosisCode('dx-primary', 'F32.9', 'Primary')),
    description: 'edited',
  };
  const deletedChartRow = toDiagnosisRow(diagnosisCode('dx-deleted', 'A00.0', 'Primary'));
  const sent = [staleChartRow, deletedChartRow, added];

  it("takes the chart's codes as they are now and keeps the codes staff added in the form", () => {
    const filled = fillChartSections(content, { PatientDiagnosisCodes1: sent }, chart, staff);
    expect(filled.PatientDiagnosisCodes1).toEqual([chart.diagnosisCodes[0], added, chart.diagnosisCodes[1]]);
  });

  it('loads the chart codes into a document that has none yet', () => {
    expect(fillChartSections(content, {}, chart, staff).PatientDiagnosisCodes1).toEqual(chart.diagnosisCodes);
  });

  it('drops codes a patient sent; a patient keeps only the added codes the document stored', () => {
    expect(
      fillChartSections(content, { PatientDiagnosisCodes1: sent }, chart, patient).PatientDiagnosisCodes1,
    ).toEqual(chart.diagnosisCodes);
    const stored = { PatientDiagnosisCodes1: [added] };
    const forged = { ...added, id: null, code: 'X99 - Forged' };
    const filled = fillChartSections(content, { PatientDiagnosisCodes1: [forged] }, chart, {
      ...patient,
      stored,
    });
    expect(filled.PatientDiagnosisCodes1).toEqual([chart.diagnosisCodes[0], added, chart.diagnosisCodes[1]]);
  });
});

describe('chartListsOf', () => {
  it("names the lists a form's sections show", () => {
    const content = contentOf(
      component('TextInput1', 'TextInput'),
      component('ClientVitals1', 'ClientVitals'),
      component('ActiveMedications1', 'ActiveMedications', { type: 'prn' }),
    );
    expect([...chartListsOf(content)].sort()).toEqual(['activeMedications', 'vitalRecords']);
    expect(chartListsOf(contentOf(component('TextInput1', 'TextInput'))).size).toBe(0);
  });
});
