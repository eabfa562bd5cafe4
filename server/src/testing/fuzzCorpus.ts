import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { demoPatients } from '../db/seed/data/patients';
import { type ExampleFill, exampleOf, type JsonSchema } from './requestExample';

/** The parts of the API's OpenAPI document the corpus reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; schema: JsonSchema }>;
  /** The JSON body's schema; none for multipart uploads and bodiless calls. */
  body: JsonSchema | undefined;
}

/** One request of the corpus; `signedIn` asks for the caller's session headers. */
export interface FuzzRequest {
  method: InjectOptions['method'];
  url: string;
  payload?: string;
  signedIn: boolean;
}

/** What the corpus fills requests with, besides the patient's details. */
export interface FuzzContext {
  components: Record<string, JsonSchema>;
  /** Patients' ids, for any id the corpus has no better value for. */
  realIds: readonly string[];
  /** Real ids by field name: `locationId`, `episodeOfCareId`... */
  idsByName: Readonly<Record<string, string>>;
  /** The token of a card saved for the patient. */
  cardToken: string;
}

/** Streams never end by themselves: their tickets are tested where they are built. */
const isStream = (method: string, path: string) => method === 'GET' && /\/Live$/.test(path);

/** Every portal and core operation of the API. */
export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/portal/') || path.startsWith('/api/core/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
      })),
    )
    .filter((op) => !isStream(op.method, op.path));
}

const alex = demoPatients.alex;

/** An answer typed into a document: the log scan looks for it. */
export const documentAnswer = 'Low mood most days since the move to Columbus';

/** Alex Rivera's details (the demo data), which the corpus types wherever a field's name asks. */
export function patientTexts(cardToken: string): Record<string, string> {
  const fullName = `${alex.firstName} ${alex.lastName}`;
  return {
    firstName: alex.firstName,
    lastName: alex.lastName,
    fullName,
    holderName: fullName,
    patientName: fullName,
    dateOfBirth: alex.dateOfBirth,
    searchPhrase: alex.lastName,
    email: alex.email,
    phone: alex.phone,
    addressLine1: alex.addressLine1,
    city: alex.city,
    state: alex.state,
    zip: alex.zip,
    gender: alex.gender,
    accountNumber: alex.accountNumber,
    number: alex.accountNumber,
    cardNumber: '4242424242424242',
    token: cardToken,
  };
}

/**
 * Stands for an answer nested 5,000 arrays deep, past any real form and past the stack of
 * recursive code (JSON.stringify's among it): written into the JSON text directly.
 */
const deepAnswer = '<answer nested 5,000 deep>';
const withDeepAnswers = (json: string) =>
  json.replaceAll(
    JSON.stringify(deepAnswer),
    `${'['.repeat(5000)}${JSON.stringify(documentAnswer)}${']'.repeat(5000)}`,
  );

/** A text past any index's row size (about 2,700 bytes), and not one that compresses. */
const longText = Array.from({ length: 100 }, () => randomUUID()).join(' ');

/**
 * The ways a field is filled: the patient's data as sent, then the same with a NUL byte or a lone
 * surrogate, a text past any index, a page past bigint's range, answers nested 5,000 deep, and
 * dates at the ends of what the ISO format can write (year 0000, which PostgreSQL has no
 * calendar for, and 9999).
 */
const variants: ReadonlyArray<(plain: ExampleFill) => ExampleFill> = [
  (plain) => plain,
  (plain) => ({ ...plain, text: (name) => `${plain.text(name)}\u0000` }),
  (plain) => ({ ...plain, text: (name) => `${plain.text(name)}\ud800` }),
  (plain) => ({ ...plain, text: () => longText }),
  (plain) => ({
    ...plain,
    number: (name) => (name === 'page' ? 10 ** 15 : name === 'pageSize' ? 1_000_000 : undefined),
  }),
  (plain) => ({ ...plain, anything: () => deepAnswer }),
  (plain) => ({
    ...plain,
    date: (format) => (format === 'date' ? '0000-01-01' : '0000-01-01T00:00:00.000Z'),
  }),
  (plain) => ({
    ...plain,
    date: (format) => (format === 'date' ? '9999-12-31' : '9999-12-31T23:59:59.999Z'),
  }),
];

/**
 * The patient's details where a field's name asks for them; any other text of a body is an
 * answer, of a URL (a collection's name, a component id) a plain word. Ids are the patient's own
 * records where the name says which (locationId, episodeOfCareId...), else the patients' ids.
 */
function plainFills(texts: Record<string, string>, context: FuzzContext) {
  let n = 0;
  const id = (name: string) =>
    context.idsByName[name] ?? context.realIds[n++ % context.realIds.length] ?? randomUUID();
  const fill = (otherText: string): ExampleFill => ({
    text: (name) => texts[name] ?? context.idsByName[name] ?? otherText,
    id,
    anything: () => documentAnswer,
  });
  return { body: fill(documentAnswer), parameter: fill('TextInput1') };
}

/** A path segment or query value; a lone surrogate goes as its WTF-8 bytes, as an attacker would. */
function encodeText(value: string): string {
  let encoded = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(character);
  }
  return encoded;
}

/** The schema-shaped requests of an operation, one per fill, the same request given once. */
function shapedRequests(op: Operation, context: FuzzContext): FuzzRequest[] {
  const { components } = context;
  const requests = new Map<string, FuzzRequest>();
  const plain = plainFills(patientTexts(context.cardToken), context);
  for (const variant of variants) {
    const fill = variant(plain.body);
    const parameterFill = variant(plain.parameter);
    const parameterText = (parameter: Operation['parameters'][number]) =>
      encodeText(String(exampleOf(parameter.schema, components, parameterFill, parameter.name)));
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
      return parameter ? parameterText(parameter) : encodeText(parameterFill.id(name));
    });
    const query = op.parameters
      .filter((p) => p.in === 'query')
      .map((p) => `${p.name}=${parameterText(p)}`)
      .join('&');
    const url = query ? `${path}?${query}` : path;
    const payload = op.body && withDeepAnswers(JSON.stringify(exampleOf(op.body, components, fill)));
    requests.set(`${url} ${payload}`, {
      method: op.method as InjectOptions['method'],
      url,
      signedIn: true,
      ...(payload === undefined ? {} : { payload }),
    });
  }
  return [...requests.values()];
}

/** Random JSON and near-miss bodies: wrong types, huge numbers, prototype keys, deep nesting. */
const bodyArbitrary = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'id',
      'email',
      'patientId',
      'dateOfBirth',
      'code',
      'page',
      'pageSize',
      'results',
      'amount',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.uuid(),
      fc.array(fc.string()),
    ),
  ),
);

const segmentArbitrary = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', '%00', '..', 'null'),
);

/** Six random requests: half with real ids, so handlers get past the 404 and meet the body. */
function randomRequests(op: Operation, index: number, realIds: readonly string[]): FuzzRequest[] {
  const samples = fc.sample(
    fc.tuple(bodyArbitrary, fc.array(segmentArbitrary, { minLength: 4, maxLength: 4 })),
    { numRuns: 6, seed: 4242 + index },
  );
  return samples.map(([body, segments], sampleIndex) => {
    let n = 0;
    const url = op.path.replace(/\{[^}]+\}/g, () => {
      n += 1;
      const real = realIds[(index + n) % realIds.length] ?? randomUUID();
      return encodeURIComponent(sampleIndex % 2 === 0 ? real : (segments[n % segments.length] ?? ''));
    });
    const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
    return {
      method: op.method as InjectOptions['method'],
      url,
      signedIn: sampleIndex !== 5,
      ...(hasBody ? { payload: JSON.stringify(body) } : {}),
    };
  });
}

/**
 * The corpus of one operation: random requests, then requests shaped by its schema and filled
 * with the patient's data, plain and poisoned (fills above).
 */
export function fuzzRequests(op: Operation, index: number, context: FuzzContext): FuzzRequest[] {
  return [...randomRequests(op, index, context.realIds), ...shapedRequests(op, context)];
}
