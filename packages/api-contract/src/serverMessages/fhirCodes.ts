/**
 * Refusals of the FHIR API's search parameters (/fhir/R4). FHIR clients read them as an
 * OperationOutcome's diagnostics, worded by the server in the caller's language; the apps never
 * meet them, so they stay apart from serverMessageCodes (and the portal's first page).
 */
export const fhirRefusalCodes = [
  'fhirCountInvalid',
  'fhirOffsetInvalid',
  'fhirDateInvalid',
  'fhirNotFound',
  'fhirNotSignedIn',
  'fhirUnknownInteraction',
] as const;
export type FhirRefusalCode = (typeof fhirRefusalCodes)[number];

const english: Record<FhirRefusalCode, string> = {
  fhirCountInvalid: '_count must be a whole number (0 or more); "{{value}}" is not.',
  fhirOffsetInvalid: '_offset must be a whole number (0 or more); "{{value}}" is not.',
  fhirDateInvalid: 'Unsupported date search value: {{value}}',
  fhirNotFound: 'Not found.',
  fhirNotSignedIn: 'Not signed in.',
  fhirUnknownInteraction: 'Unknown FHIR interaction.',
};

const spanish: Record<FhirRefusalCode, string> = {
  fhirCountInvalid: '_count debe ser un número entero (0 o más); «{{value}}» no lo es.',
  fhirOffsetInvalid: '_offset debe ser un número entero (0 o más); «{{value}}» no lo es.',
  fhirDateInvalid: 'Valor de búsqueda de fecha no admitido: {{value}}',
  fhirNotFound: 'No se encontró.',
  fhirNotSignedIn: 'No ha iniciado sesión.',
  fhirUnknownInteraction: 'Interacción FHIR desconocida.',
};

/** A FHIR refusal worded in `language`, its `{{name}}` placeholders filled from `params`. */
export function fhirRefusalText(
  code: FhirRefusalCode,
  language: 'en' | 'es',
  params: Record<string, string | number>,
): string {
  const text = (language === 'es' ? spanish : english)[code];
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
}
