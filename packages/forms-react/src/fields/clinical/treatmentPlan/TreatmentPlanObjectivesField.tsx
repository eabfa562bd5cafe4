import { documentStatusText } from '@clinic/forms-core';
import { useEffect, useId, useRef, useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import { useFormLanguage } from '../../../i18n/formLanguage';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import type { TreatmentPlanDocument } from '../../../services/clinicalDataClient';
import { useFormStore } from '../../../store/FormStoreContext';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { ClinicalFieldFrame } from '../ClinicalFieldFrame';
import { useClinicalFormat } from '../clinicalFormat';
import { clinicalViewOf } from '../clinicalView';
import { fieldCaption } from '../fieldCaption';
import { ScrollRegion } from '../ScrollRegion';
import { useClinicalSource } from '../useClinicalSource';
import {
  type PlanProblem,
  problemObjectivesOf,
  type StoredPlanDocument,
  selectedKeys,
  storedProblems,
  type TreatmentPlanValue,
} from './problemObjectives';
import { useTreatmentPlanTexts } from './treatmentPlanTexts';

type Texts = ReturnType<typeof useTreatmentPlanTexts>;

const isNonEmptyMap = (map: unknown): map is Record<string, unknown> =>
  typeof map === 'object' && map !== null && Object.keys(map).length > 0;

/** Problem N with its identified problem and long-term goal. */
function ProblemHeading({ problem, texts, empty }: { problem: PlanProblem; texts: Texts; empty: string }) {
  return (
    <div className="cf-plan-problem">
      <h4 className="cf-plan-problem-title">{fillText(texts.problem, { n: problem.number })}</h4>
      <dl className="cf-plan-facts">
        <dt>{texts.identifiedProblem}</dt>
        <dd>{problem.identifiedProblem || empty}</dd>
        <dt>{texts.longTermGoal}</dt>
        <dd>{problem.longTermGoal || empty}</dd>
      </dl>
    </div>
  );
}

/**
 * TreatmentPlanObjectives: "Select Treatment Plan" lists the episode's plans (of the location's
 * treatment plan form); the "Select Objectives" grid shows each problem (Problem, Identified
 * Problem, Long-Term Goal) and its objectives with Interventions, Responsible Parties and a
 * Details text area revealed by ticking the objective. A new plan resets the selection; the
 * viewer shows only the selected objectives.
 */
export function TreatmentPlanObjectivesField({
  node,
  mode,
  editable,
  inputId,
  properties,
}: FieldRendererProps) {
  const texts = useTreatmentPlanTexts();
  const format = useClinicalFormat();
  const language = useFormLanguage();
  const store = useFormStore();
  const ids = useId();
  const value = useFieldValue<TreatmentPlanValue | null | undefined>(node.id);
  const setValue = useSetFieldValue(node.id);
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const [plans, setPlans] = useState<TreatmentPlanDocument[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadingPlan, setLoadingPlan] = useState(false);
  const { episodeOfCareId, patientId, locationId } = context;
  const canLoad = view === 'edit' && client !== null && episodeOfCareId !== null;
  const started = useRef(false);

  useEffect(() => {
    if (!canLoad || !client || !episodeOfCareId || started.current) return;
    started.current = true;
    client.listTreatmentPlans({ episodeOfCareId, patientId, locationId }).then(setPlans, setError);
  }, [canLoad, client, episodeOfCareId, patientId, locationId]);

  const problems = storedProblems(value);
  const selected = selectedKeys(value);
  const details = value?.objectiveDetails ?? {};
  const documentId = value?.document?.id === undefined ? '' : String(value.document.id);
  const empty = format.text(null);

  const planLabel = (plan: StoredPlanDocument) =>
    fillText(texts.planOption, {
      date: format.date(plan.effectiveDate ?? plan.createdAt),
      status: documentStatusText(plan.status, { language }),
      author: plan.createdBy?.fullName ?? empty,
    });

  const choosePlan = async (id: string) => {
    if (id === documentId || !client) return;
    if (!id) {
      setValue({ document: null, problemObjectives: [], selectedObjectives: [], objectiveDetails: {} });
      return;
    }
    setLoadingPlan(true);
    setError(null);
    try {
      const plan = await client.loadTreatmentPlan(id);
      const { results, ...document } = plan.document;
      const map = isNonEmptyMap(plan.objectivesMap)
        ? plan.objectivesMap
        : store.content.defaults.treatmentPlanObjectivesMap;
      // A new plan starts with nothing selected and no details (forms.md section 4).
      setValue({
        document,
        problemObjectives: problemObjectivesOf(results, map),
        selectedObjectives: [],
        objectiveDetails: {},
      });
    } catch (failure) {
      setError(failure);
    } finally {
      setLoadingPlan(false);
    }
  };

  const toggle = (key: string, on: boolean) => {
    const nextSelected = new Set(selected);
    const nextDetails = { ...details };
    if (on) nextSelected.add(key);
    else {
      nextSelected.delete(key);
      delete nextDetails[key];
    }
    setValue({ ...value, selectedObjectives: [...nextSelected], objectiveDetails: nextDetails });
  };

  const setDetails = (key: string, text: string) =>
    setValue({ ...value, selectedObjectives: [...selected], objectiveDetails: { ...details, [key]: text } });

  const interactive = view === 'edit';
  const shownProblems = interactive
    ? problems
    : view === 'static'
      ? problems
          .map((problem) => ({
            ...problem,
            objectives: problem.objectives.filter((o) => selected.has(o.key)),
          }))
          .filter((problem) => problem.objectives.length > 0)
      : problems;
  const caption = fieldCaption(node, properties, texts.defaultLabel);
  const pickerShown = view === 'preview' || canLoad;
  const chosenPlan = value?.document;

  return (
    <ClinicalFieldFrame
      loading={(canLoad && plans === null && error === null) || loadingPlan}
      error={error}
      toolbar={
        pickerShown && (
          <label className="cf-clinical-picker">
            <span>{texts.selectPlan}</span>
            <select
              id={inputId}
              className="cf-input"
              value={documentId}
              disabled={view === 'preview' || plans === null || loadingPlan}
              onChange={(event) => void choosePlan(event.currentTarget.value)}
            >
              <option value="">{texts.choosePlan}</option>
              {/* A saved plan that is no longer listed stays choosable as it was. */}
              {chosenPlan && !plans?.some((plan) => plan.id === documentId) && (
                <option value={documentId}>{planLabel(chosenPlan)}</option>
              )}
              {(plans ?? []).map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {planLabel(plan)}
                </option>
              ))}
            </select>
          </label>
        )
      }
      note={canLoad && plans?.length === 0 ? texts.noPlans : null}
    >
      <section className="cf-plan" aria-labelledby={`${ids}-heading`} id={pickerShown ? undefined : inputId}>
        <h3
          id={`${ids}-heading`}
          className={chosenPlan || view === 'preview' ? 'cf-plan-heading' : 'cf-visually-hidden'}
        >
          {view === 'static'
            ? chosenPlan
              ? fillText(texts.planOf, {
                  date: format.date(chosenPlan.effectiveDate ?? chosenPlan.createdAt),
                })
              : caption
            : texts.selectObjectives}
        </h3>
        {!chosenPlan && view !== 'preview' && <p className="cf-clinical-empty">{texts.noPlan}</p>}
        {chosenPlan && shownProblems.length === 0 && (
          <p className="cf-clinical-empty">{view === 'static' ? texts.noSelected : texts.noObjectives}</p>
        )}
        {shownProblems.map((problem) => (
          <div key={problem.number} className="cf-plan-block">
            <ProblemHeading problem={problem} texts={texts} empty={empty} />
            <ScrollRegion label={fillText(texts.problem, { n: problem.number })}>
              <table className="cf-clinical-table cf-plan-table">
                <thead>
                  <tr>
                    <th scope="col">{texts.objective}</th>
                    <th scope="col">{texts.interventions}</th>
                    <th scope="col">{texts.responsibleParties}</th>
                    <th scope="col">{texts.details}</th>
                  </tr>
                </thead>
                <tbody>
                  {problem.objectives.map((objective) => {
                    const ticked = selected.has(objective.key);
                    const names = { m: objective.number, n: problem.number };
                    return (
                      <tr key={objective.key}>
                        <td data-label={texts.objective}>
                          {interactive ? (
                            <label className="cf-check">
                              <input
                                type="checkbox"
                                checked={ticked}
                                onChange={(event) => toggle(objective.key, event.currentTarget.checked)}
                              />
                              <span>{objective.objective || empty}</span>
                            </label>
                          ) : (
                            objective.objective || empty
                          )}
                        </td>
                        <td data-label={texts.interventions}>{objective.interventions || empty}</td>
                        <td data-label={texts.responsibleParties}>{objective.responsibleParties || empty}</td>
                        <td data-label={texts.details}>
                          {interactive && ticked ? (
                            <textarea
                              className="cf-input"
                              rows={2}
                              aria-label={fillText(texts.detailsFor, names)}
                              value={details[objective.key] ?? ''}
                              onChange={(event) => setDetails(objective.key, event.currentTarget.value)}
                            />
                          ) : (
                            <span className="cf-multiline">{details[objective.key] || empty}</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        ))}
      </section>
    </ClinicalFieldFrame>
  );
}
