import type { TFunction } from 'i18next';

/** FormViewer's page buttons and counter in the page's language. */
export const viewerLabels = (t: TFunction) => ({
  prev: t('document.prev'),
  next: t('document.next'),
  pageOf: (current: number, total: number) => t('document.pageOf', { current, total }),
});
