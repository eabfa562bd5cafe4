import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

type Leaf = string | ((...args: never[]) => string);

/** Every text of a catalogue by its path ("forms.notCarried"), arrays by index. */
function leaves(node: unknown, path = ''): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  if (typeof node === 'string' || typeof node === 'function') {
    found.set(path, node as Leaf);
    return found;
  }
  for (const [key, value] of Object.entries(node as object)) {
    for (const [leafPath, leaf] of leaves(value, path ? `${path}.${key}` : key)) found.set(leafPath, leaf);
  }
  return found;
}

/** A text's `{{values}}` (i18next), sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/**
 * A text that takes values, called with a distinct number per value (never 1, so plural texts
 * take their "many" form): the numbers it shows tell which values the text uses.
 */
function valuesShown(text: (...args: number[]) => string): { shown: string[]; result: string } {
  const args = Array.from({ length: text.length }, (_, index) => 7001 + index);
  const result = text(...args);
  return { result, shown: args.map(String).filter((arg) => result.includes(arg)) };
}

const english = leaves(en);
const spanish = leaves(es);

describe('the staff catalogues', () => {
  it('have the same texts in English and Spanish', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s is worded in Spanish with the same values', (path) => {
    const en = english.get(path);
    const es = spanish.get(path);
    if (typeof en === 'string') {
      expect(typeof es).toBe('string');
      expect((es as string).trim()).not.toBe('');
      expect(placeholders(es as string)).toEqual(placeholders(en));
      return;
    }
    expect(typeof es).toBe('function');
    const enValues = valuesShown(en as (...args: number[]) => string);
    const esValues = valuesShown(es as (...args: number[]) => string);
    expect(esValues.result.trim()).not.toBe('');
    expect(esValues.shown).toEqual(enValues.shown);
  });

  it('words the navigation and the reminder texts in Spanish, not English', () => {
    expect(es.nav.patients).toBe('Pacientes');
    expect(es.schedule.sendReminder).not.toBe(en.schedule.sendReminder);
    expect(es.schedule.confirmedStatus).not.toBe(en.schedule.confirmedStatus);
    expect(es.settings.locations.reminderOffsets).not.toBe(en.settings.locations.reminderOffsets);
  });
});
