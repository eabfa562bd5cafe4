import type { ComponentType } from 'react';
import type { WizardStep } from '../requestWizardMachine';
import { ClinicianStep } from './ClinicianStep';
import { ConfirmationStep } from './ConfirmationStep';
import { DateTimeStep } from './DateTimeStep';
import { InsuranceStep } from './InsuranceStep';
import { IntakeStep } from './IntakeStep';
import { LocationStep } from './LocationStep';
import { PaymentInfoStep } from './PaymentInfoStep';
import { PlaceOfServiceStep } from './PlaceOfServiceStep';
import { ServiceStep } from './ServiceStep';
import type { StepProps } from './stepProps';
import { YourInformationStep } from './YourInformationStep';

/** The component that renders each step. */
export const stepComponents: Readonly<Record<WizardStep, ComponentType<StepProps>>> = {
  service: ServiceStep,
  location: LocationStep,
  placeOfService: PlaceOfServiceStep,
  clinician: ClinicianStep,
  dateTime: DateTimeStep,
  yourInformation: YourInformationStep,
  insurance: InsuranceStep,
  paymentInfo: PaymentInfoStep,
  intake: IntakeStep,
  confirmation: ConfirmationStep,
};
