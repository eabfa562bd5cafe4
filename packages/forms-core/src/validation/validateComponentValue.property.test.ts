import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../catalogue/catalogueRegistry';
import { errorTexts } from './ruleInputFixture';
import { validateComponentValue } from './validateComponentValue';

/** Every value JavaScript can hold that fast-check can make, odd prototypes included. */
const anyValue = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

/** The only texts a user may ever see from validation. */
const knownMessages = [
  /^This field is required$/,
  /^This field length must be (greater|less) than .+$/,
  /^This field must have a valid email format$/,
  /^Invalid phone number$/,
  /^This value must be (greater|less) than or equal to .+$/,
  /^This field must have a valid date format$/,
  /^This date must be (greater|less) than \d{2}\/\d{2}\/\d{4}$/,
  /^The maximum number of selected items allowed is .+$/,
  /^This field has an invalid value$/,
  /^Tick this box to continue$/,
];

describe.each(catalogueEntries.map((entry) => [`${entry.elType} v${entry.version}`, entry] as const))(
  'validating a %s',
  (_, entry) => {
    const garbageProperties = fc.record(
      Object.fromEntries(entry.properties.map((property) => [property.name, anyValue])),
      { requiredKeys: [] },
    );

    it('never throws, whatever the value and properties, and speaks only known messages', () => {
      fc.assert(
        fc.property(anyValue, garbageProperties, fc.boolean(), (value, properties, filling) => {
          const messages = errorTexts(
            validateComponentValue({ elType: entry.elType, version: entry.version, properties }, value, {
              filling,
            }),
          );
          for (const message of messages) {
            expect(knownMessages.some((pattern) => pattern.test(message))).toBe(true);
          }
        }),
        { numRuns: 200 },
      );
    });
  },
);
