import type { BillingPaymentHistoryLine } from '@clinic/api-contract';
import type { TFunction } from 'i18next';

/**
 * A statement line's description and details in the page's language, from its kind and values;
 * a line named by the clinic (kind 'other', a service) and details that are not a card (a CPT
 * code, an EOB number) are shown as the server sent them. An older server sends no kind.
 */
export function statementLineText(
  line: BillingPaymentHistoryLine,
  t: TFunction,
): { description: string; details: string } {
  const kind = line.kind as BillingPaymentHistoryLine['kind'] | undefined;
  const description = kind && kind !== 'other' ? t(`statementLines.${kind}`) : line.description;
  const { cardBrand, cardLast4 } = line.params ?? {};
  const details =
    cardBrand && cardLast4
      ? t('statementLines.cardEnding', { brand: cardBrand, last4: cardLast4 })
      : line.details;
  return { description, details };
}
