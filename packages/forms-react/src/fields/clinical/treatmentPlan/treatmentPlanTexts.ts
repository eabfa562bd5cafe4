import { treatmentPlanColumnTexts } from '@clinic/forms-core';
import { defineFormTexts } from '../../../i18n/formLanguage';

/** The plan picker's and grid's texts; the grid's headers are forms-core's, shared with the printout. */
export const useTreatmentPlanTexts = defineFormTexts({
  en: {
    ...treatmentPlanColumnTexts.en,
    defaultLabel: 'Treatment Plan Objectives',
    selectPlan: 'Select Treatment Plan',
    choosePlan: 'Choose a treatment plan',
    planOption: '{date} · {status} · {author}',
    selectObjectives: 'Select Objectives',
    detailsFor: 'Details for objective {m} of problem {n}',
    noPlans: 'No treatment plans for this episode of care.',
    noPlan: 'No treatment plan selected',
    noObjectives: 'This treatment plan has no objectives.',
    noSelected: 'No objectives selected',
    planOf: 'Treatment plan of {date}',
  },
  es: {
    ...treatmentPlanColumnTexts.es,
    defaultLabel: 'Objetivos del plan de tratamiento',
    selectPlan: 'Seleccionar plan de tratamiento',
    choosePlan: 'Elija un plan de tratamiento',
    planOption: '{date} · {status} · {author}',
    selectObjectives: 'Seleccionar objetivos',
    detailsFor: 'Detalles del objetivo {m} del problema {n}',
    noPlans: 'No hay planes de tratamiento para este episodio de atención.',
    noPlan: 'No se ha seleccionado un plan de tratamiento',
    noObjectives: 'Este plan de tratamiento no tiene objetivos.',
    noSelected: 'No hay objetivos seleccionados',
    planOf: 'Plan de tratamiento del {date}',
  },
});
