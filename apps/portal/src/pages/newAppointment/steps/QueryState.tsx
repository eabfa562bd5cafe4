import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../api/serverErrorText';

export interface QueryStateProps {
  /** A look-up; one not yet enabled (waiting for what it needs) counts as loading. */
  query: { isPending: boolean; isError: boolean; error: Error | null };
  children: ReactNode;
}

/** A loader while a look-up runs, its error if it failed, else the step's content. */
export function QueryState({ query, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {serverErrorText(query.error, t)}
      </Alert>
    );
  }
  // A label needs a role: a bare span may not carry aria-label (axe: aria-prohibited-attr).
  if (query.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  return children;
}
