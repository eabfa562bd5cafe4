import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';

/** A dollar amount with cents, typed as $ 0.00. */
export function MoneyInput(props: {
  label: string;
  value: string | number;
  onChange: (value: string | number) => void;
  error?: string | undefined;
  description?: string;
  max?: number;
}) {
  return (
    <NumberInput
      label={props.label}
      description={props.description}
      required
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      min={0}
      max={props.max}
      allowNegative={false}
      value={props.value}
      error={props.error}
      onChange={props.onChange}
    />
  );
}
