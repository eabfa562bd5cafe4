import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';
import type { TreatmentPlanValue } from './problemObjectives';

async function renderWithPlans() {
  const client = createInMemoryClinicalDataClient();
  const field = await renderClinicalField({ elType: 'TreatmentPlanObjectives', client });
  const picker = screen.getByRole('combobox', { name: /Select Treatment Plan/ }) as HTMLSelectElement;
  await waitFor(() => expect(picker.options).toHaveLength(3));
  const [, newest, oldest] = [...picker.options].map((option) => option.value);
  const choose = async (id: string) => {
    fireEvent.change(picker, { target: { value: id } });
    await waitFor(() => expect((field.value() as TreatmentPlanValue | undefined)?.document?.id).toBe(id));
  };
  return { client, field, picker, newest: newest!, oldest: oldest!, choose };
}

describe('TreatmentPlanObjectives', () => {
  it('shows the problems of the chosen plan with their objectives', async () => {
    const { picker, newest, choose } = await renderWithPlans();
    expect(picker.options[1]?.textContent).toBe('01/02/2026 · Draft · Dana Whitfield');
    await choose(newest);
    expect(screen.getByRole('heading', { name: 'Select Objectives' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Problem 1' })).toBeTruthy();
    expect(screen.getByText('Depressed mood interfering with work and relationships')).toBeTruthy();
    expect(screen.getByText('Return to full-time work with stable mood')).toBeTruthy();
    const grid = screen.getByRole('region', { name: 'Problem 1' });
    for (const header of ['Objective', 'Interventions', 'Responsible Parties', 'Details'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeTruthy();
  });

  it('reveals a details text area per ticked objective and keeps both in the value', async () => {
    const { field, newest, choose } = await renderWithPlans();
    await choose(newest);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'PHQ-9 below 10 within 90 days' }));
    const details = screen.getByRole('textbox', { name: 'Details for objective 2 of problem 1' });
    fireEvent.change(details, { target: { value: 'Score 12 today' } });
    expect(field.value()).toMatchObject({
      selectedObjectives: ['problem_1_objective_2'],
      objectiveDetails: { problem_1_objective_2: 'Score 12 today' },
    });
    expectAcceptedValue('TreatmentPlanObjectives', 1, field.value());
  });

  it('resets the selection and details when another plan is chosen', async () => {
    const { field, newest, oldest, choose } = await renderWithPlans();
    await choose(newest);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep a sleep diary for 4 weeks' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Started' } });
    await choose(oldest);
    expect(field.value()).toMatchObject({ selectedObjectives: [], objectiveDetails: {} });
    expect(screen.getByText('Anxiety with panic episodes')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Learn two grounding techniques' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('the viewer shows only the selected objectives', async () => {
    const { field, newest, choose } = await renderWithPlans();
    await choose(newest);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep a sleep diary for 4 weeks' }));
    const value = field.value();
    field.unmount();
    await renderClinicalField({ elType: 'TreatmentPlanObjectives', mode: 'form-viewer', value });
    expect(screen.getByText('Keep a sleep diary for 4 weeks')).toBeTruthy();
    expect(screen.queryByText('Attend 10 of 12 weekly therapy sessions')).toBeNull();
    expect(screen.queryByText('Depressed mood interfering with work and relationships')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Treatment plan of 01/02/2026' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('reads the plan with the form objectives map when the plan version has none', async () => {
    const client = createInMemoryClinicalDataClient();
    const plan = client.data.treatmentPlans[0]!;
    client.data.treatmentPlans[0] = { ...plan, objectivesMap: {} };
    const field = await renderClinicalField({
      elType: 'TreatmentPlanObjectives',
      client,
      treatmentPlanObjectivesMap: plan.objectivesMap,
    });
    const picker = screen.getByRole('combobox', { name: /Select Treatment Plan/ });
    await waitFor(() => expect((picker as HTMLSelectElement).options).toHaveLength(3));
    fireEvent.change(picker, { target: { value: plan.document.id } });
    await waitFor(() => expect(screen.getByText('Difficulty falling asleep')).toBeTruthy());
    expect(field.value()).toMatchObject({ document: { id: plan.document.id } });
  });

  it('shows its texts in Spanish', async () => {
    const client = createInMemoryClinicalDataClient();
    await renderClinicalField({ elType: 'TreatmentPlanObjectives', client, language: 'es' });
    expect(screen.getByRole('combobox', { name: /Seleccionar plan de tratamiento/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('No se ha seleccionado un plan de tratamiento')).toBeTruthy(),
    );
  });
});
