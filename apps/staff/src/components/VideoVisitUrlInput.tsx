import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface VideoVisitUrlInputProps {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error: string | undefined;
  description: string;
}

/** A video visit link (https only, checked with api-contract's rule by whoever sends it). */
export function VideoVisitUrlInput(props: VideoVisitUrlInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('videoVisit.link')}
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder="https://"
      {...props}
    />
  );
}
