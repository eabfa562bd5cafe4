import { FIELD_ALERT_CODE } from '@clinic/forms-core';
import { areaTexts } from '../../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/scoreAlerts.ts and i18n/es/scoreAlerts.ts. */
export const scoreAlertTexts = areaTexts('scoreAlerts');

/** An alert's text: its code worded, a field alert with the field's label. */
export function scoreAlertText(alert: { code: string; params: Readonly<Record<string, string>> }): string {
  if (alert.code === FIELD_ALERT_CODE) return scoreAlertTexts.fieldAlert(alert.params.label ?? '');
  return scoreAlertTexts.codes[alert.code] ?? alert.code;
}
