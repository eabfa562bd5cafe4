/** "firstName" -> "First name" */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored wizard step as label/value lines (nested objects flattened: "Subscriber first name"). */
export function describeStep(step: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(step).flatMap(([key, value]): [string, string][] => {
    const label = prefix ? `${prefix} ${humanize(key).toLowerCase()}` : humanize(key);
    if (value === null || value === undefined || value === '') return [];
    if (typeof value === 'object' && !Array.isArray(value)) {
      return describeStep(value as Record<string, unknown>, label);
    }
    return [[label, Array.isArray(value) ? value.join(', ') : String(value)]];
  });
}
