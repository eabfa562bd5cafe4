import { InsuranceFields } from './InsuranceFields';
import type { StepProps } from './stepProps';
import { useStepError } from './useStepError';

export function InsuranceStep({ state, dispatch }: StepProps) {
  const error = useStepError(state.errors);
  return (
    <InsuranceFields
      value={state.data.insurance}
      onChange={(patch) => dispatch({ type: 'editInsurance', patch })}
      error={error}
    />
  );
}
