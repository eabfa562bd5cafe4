import { resolveCatalogueElType } from '../catalogue/elTypeAliases';
import type { ComponentNode, FormContent, Results } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { activeMedicationTypesOf } from './chart/activeMedicationRows';
import { sortDiagnosisRows } from './chart/diagnosisRows';
import { formOnlyDiagnosisRows } from './chart/diagnosisSection';
import { chosenVitalRows } from './chart/vitalsSelection';
import type { ChartList, ChartSnapshot } from './chartSnapshot';

export interface ChartSectionsOptions {
  /** Who fills the document: staff still choose within some sections, a patient within none. */
  actor: 'staff' | 'patient';
  /**
   * The document's results as stored before this change. A patient cannot add diagnosis codes,
   * so their document keeps the form-only codes stored there (staff added them); without it, none.
   */
  stored?: Results;
}

interface ChartSection {
  /** The snapshot list the section shows. */
  list: ChartList;
  fill(
    component: ComponentNode,
    value: unknown,
    chart: ChartSnapshot,
    options: ChartSectionsOptions,
  ): unknown[];
}

/** The sections by catalogue type; docs/decisions.md "Chart sections" says why each takes what. */
const CHART_SECTIONS: Readonly<Record<string, ChartSection>> = {
  PatientAllergies: { list: 'allergies', fill: (_component, _value, chart) => [...chart.allergies] },
  PatientVitals: {
    list: 'vitalRecords',
    fill: (component, value, chart) => chosenVitalRows(value, chart.vitalRecords, component.version),
  },
  PatientDiagnosisCodes: {
    list: 'diagnosisCodes',
    fill: (component, value, chart, { actor, stored }) =>
      sortDiagnosisRows([
        ...chart.diagnosisCodes,
        ...formOnlyDiagnosisRows(actor === 'staff' ? value : stored?.[component.id]),
      ]),
  },
  PatientMedications: {
    list: 'medicationAdministrations',
    fill: (_component, _value, chart) => [...chart.medicationAdministrations],
  },
  ActiveMedications: {
    list: 'activeMedications',
    fill: (component, _value, chart) => {
      const types = activeMedicationTypesOf(component.properties);
      return chart.activeMedications.filter((row) => (row.type === 'PRN' ? types.prn : types.sch));
    },
  },
};

function sectionOf(elType: string): ChartSection | undefined {
  const type = resolveCatalogueElType(elType);
  return Object.hasOwn(CHART_SECTIONS, type) ? CHART_SECTIONS[type] : undefined;
}

/** The snapshot lists a form's chart sections show: the server reads only those. */
export function chartListsOf(content: FormContent): ReadonlySet<ChartList> {
  const lists = new Set<ChartList>();
  for (const component of eachLayoutComponent(content.rows)) {
    const section = sectionOf(component.elType);
    if (section) lists.add(section.list);
  }
  return lists;
}

/**
 * The results with every chart section's value taken from the chart (never from a client):
 * allergies, administrations and active medications are the chart's lists as of now; vitals
 * the records chosen, each as the chart has it; diagnosis codes the chart's plus those added
 * in the form. The results come back unchanged (the same object) when the form has no section.
 */
export function fillChartSections(
  content: FormContent,
  results: Results,
  chart: ChartSnapshot,
  options: ChartSectionsOptions,
): Results {
  let filled = results;
  for (const component of eachLayoutComponent(content.rows)) {
    const section = sectionOf(component.elType);
    if (!section) continue;
    if (filled === results) filled = { ...results };
    filled[component.id] = section.fill(component, results[component.id], chart, options);
  }
  return filled;
}
