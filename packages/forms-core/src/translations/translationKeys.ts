/**
 * A translated text's key: the component's id and the property, and for an option its stored
 * value. Ids and stored values do not change when a component moves or a label is reworded, so
 * a translation stays with its text.
 */
export function propertyTextKey(componentId: string, property: string): string {
  return `${componentId}.${property}`;
}

export function optionTextKey(componentId: string, value: string): string {
  return `${componentId}.options.${value}`;
}
