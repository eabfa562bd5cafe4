import type { WizardEvent, WizardState } from '../requestWizardMachine';

/** What every wizard step receives from the page. */
export interface StepProps {
  state: WizardState;
  dispatch(event: WizardEvent): void;
}
