import { SignaturePadDialog } from '@clinic/forms-react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { signatureImageStyle } from '../../components/signatureImageStyle';
import { clinicalTexts as texts } from './clinicalTexts';

export interface MarSignatureProps {
  /** The signature image (data URL), or null when not signed. */
  value: string | null;
  /** Who signs: offered as the typed name, and named in the image's text alternative. */
  signerName: string;
  /** The signer's saved signature, offered in one click when there is one. */
  savedSignature: string | null;
  onChange: (value: string | null) => void;
  required: boolean;
  error?: string | null;
}

/** The administering staff member's signature on a MAR record, drawn with the forms' signature pad. */
export function MarSignature({
  value,
  signerName,
  savedSignature,
  onChange,
  required,
  error,
}: MarSignatureProps) {
  const [padOpen, setPadOpen] = useState(false);
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Text id={labelId} size="sm" fw={500}>
        {texts.signature}
        {required && (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {value ? (
        <img
          src={value}
          alt={texts.signatureOf(signerName)}
          width={350}
          height={150}
          style={signatureImageStyle}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {texts.notSigned}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setPadOpen(true)}>
          {value ? texts.signAgain : texts.sign}
        </Button>
        {savedSignature && savedSignature !== value && (
          <Button variant="default" size="xs" onClick={() => onChange(savedSignature)}>
            {texts.useMySignature}
          </Button>
        )}
        {value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {texts.removeSignature}
          </Button>
        )}
      </Group>
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {padOpen && (
        <SignaturePadDialog
          typedNameDefault={signerName}
          onSave={(image) => {
            onChange(image);
            setPadOpen(false);
          }}
          onClose={() => setPadOpen(false)}
        />
      )}
    </Stack>
  );
}
