import { Progress } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Queries marked `meta: { hideLoading: true }` (background polls) never show the indicator (portal.md section 7). */
const shown = { predicate: (query: { meta?: Record<string, unknown> }) => query.meta?.hideLoading !== true };

/** A thin bar under the header while calls are under way. */
export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useIsFetching(shown) + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      aria-label={t('common.loading')}
      style={{ position: 'absolute', left: 0, right: 0, bottom: -3 }}
    />
  );
}
