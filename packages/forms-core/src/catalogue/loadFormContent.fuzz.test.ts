import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './catalogueRegistry';
import { createComponent } from './createComponent';
import { formContentOf } from './formContentFixture';
import { type LoadFormContentResult, loadFormContent } from './loadFormContent';

/** Either the content, or at least one error with a message. */
function expectAnswered(result: LoadFormContentResult): void {
  if (result.ok) expect(result.content.rows).toBeInstanceOf(Array);
  else {
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) expect(error.message).not.toBe('');
  }
}

/** A valid form holding every catalogue type, as JSON. */
const validForm = JSON.parse(
  JSON.stringify(
    formContentOf(
      catalogueEntries.map((entry, index) => ({
        ...createComponent(entry.elType, entry.version),
        id: `C${index}`,
      })),
    ),
  ),
);

type Slot = { container: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in a JSON tree a value can be swapped. */
function slotsOf(node: unknown, slots: Slot[] = []): Slot[] {
  if (Array.isArray(node)) {
    node.forEach((child, index) => {
      slots.push({ container: node, key: index });
      slotsOf(child, slots);
    });
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) {
      slots.push({ container: node as Record<string, unknown>, key });
      slotsOf(child, slots);
    }
  }
  return slots;
}

describe('loadFormContent on random input', () => {
  it('starts from a form it accepts', () => {
    expect(loadFormContent(validForm).ok).toBe(true);
  });

  it('never throws on any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => expectAnswered(loadFormContent(json))));
  });

  it('never throws on a valid form with values swapped for random JSON', () => {
    const mutations = fc.array(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 3 })), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(mutations, (swaps) => {
        const form = JSON.parse(JSON.stringify(validForm));
        for (const [pick, replacement] of swaps) {
          const slots = slotsOf(form);
          const slot = slots[pick % slots.length];
          if (slot) (slot.container as Record<string | number, unknown>)[slot.key] = replacement;
        }
        expectAnswered(loadFormContent(form));
      }),
      { numRuns: 300 },
    );
    // CPU-bound: 300 loads of a form holding every type take about 1.5 s idle and 6 s on two busy
    // cores; the limit is the work's, not the 5 s default for tests that wait on something.
  }, 30_000);
});
