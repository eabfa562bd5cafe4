import '@mantine/core/styles/Input.css';
// The radio beside its label (the layout Radio shares with Checkbox and Switch).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

export interface ChoiceListProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
  /** The translated message, if any. */
  error?: string;
}

/** One choice among a list, as radio buttons (arrow keys move between them). */
export function ChoiceList({ label, choices, value, onChange, error }: ChoiceListProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt="xs">
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            label={choice.label}
            description={choice.description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
