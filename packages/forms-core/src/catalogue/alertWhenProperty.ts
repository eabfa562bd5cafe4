import { FIELD_ALERT_PROPERTY } from '../scoring/fieldAlerts';
import { type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** "Alert when…" of a choice, Checkbox or number field; null (the default) raises no alert. */
export function alertWhenProperty(answers: 'options' | 'boolean' | 'number'): CataloguePropertyMeta {
  return defineCatalogueProperty(FIELD_ALERT_PROPERTY, 'fieldAlert', 'Alert when…', null, {
    nullable: true,
    alertAnswers: answers,
    section: 'logic',
    help: 'Answers that raise an alert for the clinician.',
    emptyText: 'No alert',
  });
}
