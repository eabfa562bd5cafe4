/** Typed reads of component properties, which arrive as JSON (or computed values) of any shape. */
type Properties = Readonly<Record<string, unknown>>;

export function textProperty(properties: Properties, name: string): string | undefined {
  const value = properties[name];
  return typeof value === 'string' ? value : undefined;
}

/** A finite number, also from numeric text; null when unset or unreadable. */
export function numberProperty(properties: Properties, name: string): number | null {
  const value = properties[name];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

export function textListProperty(properties: Properties, name: string): string[] {
  const value = properties[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
