import type { SlotHoldState } from '../hold/useSlotHold';
import type { IntakeForms } from '../intake/useIntakeForms';
import type { WizardEvent, WizardState } from '../requestWizardMachine';

/** What every wizard step receives from the page. */
export interface StepProps {
  state: WizardState;
  dispatch(event: WizardEvent): void;
  /** The location's intake forms and what is filled in them (kept by the page across steps). */
  intake: IntakeForms;
  /** The chosen time, kept for the patient for a few minutes. */
  hold: SlotHoldState;
}
