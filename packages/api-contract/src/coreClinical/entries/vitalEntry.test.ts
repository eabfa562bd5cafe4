import { describe, expect, it } from 'vitest';
import { checkVitalEntry, readVitalNumber, type VitalSignDefinition, vitalEntryUnits } from './vitalEntry';
import { vitalLoinc } from './vitalMeasures';
import { vitalProblemText } from './vitalProblemText';

const sign = (id: string, code: string | null, unit: string): VitalSignDefinition => ({
  id,
  name: id,
  code,
  unit,
});
const signs = [
  sign('temperature', vitalLoinc.temperature, '°F'),
  sign('pulse', vitalLoinc.heartRate, 'bpm'),
  sign('systolic', vitalLoinc.systolic, 'mmHg'),
  sign('diastolic', vitalLoinc.diastolic, 'mmHg'),
  sign('spo2', vitalLoinc.oxygenSaturation, '%'),
  sign('height', vitalLoinc.height, 'in'),
  sign('weight', vitalLoinc.weight, 'lb'),
  sign('bmi', vitalLoinc.bmi, 'kg/m²'),
  sign('pain', vitalLoinc.pain, '0-10'),
  sign('mood', null, ''),
];

const texts = (readings: Parameters<typeof checkVitalEntry>[1]) =>
  checkVitalEntry(signs, readings).problems.map((p) => `${p.vitalSignId}: ${vitalProblemText(p.problem)}`);

describe('checkVitalEntry', () => {
  it('refuses the readings a slipped key makes, saying what a plausible one is', () => {
    expect(
      texts([
        { vitalSignId: 'temperature', value: '986' },
        { vitalSignId: 'pulse', value: 'abc' },
        { vitalSignId: 'spo2', value: 150 },
        { vitalSignId: 'pain', value: '12' },
      ]),
    ).toEqual([
      'temperature: Enter a value from 77 to 113 °F.',
      'pulse: Enter a number.',
      'spo2: Enter a value from 50 to 100 %.',
      'pain: Enter a value from 0 to 10.',
    ]);
  });

  it('keeps plausible readings as numbers in the sign’s unit', () => {
    const check = checkVitalEntry(signs, [
      { vitalSignId: 'temperature', value: ' 98.60 ' },
      { vitalSignId: 'pulse', value: 72 },
      { vitalSignId: 'mood', value: ' calm ' },
    ]);
    expect(check.problems).toEqual([]);
    expect(check.items).toEqual([
      { vitalSignId: 'temperature', value: '98.6' },
      { vitalSignId: 'pulse', value: '72' },
      { vitalSignId: 'mood', value: 'calm' },
    ]);
  });

  it('converts °C, kg and cm into the sign’s unit, checking the range of the unit typed', () => {
    const check = checkVitalEntry(signs, [
      { vitalSignId: 'temperature', value: '37', unit: 'Cel' },
      { vitalSignId: 'weight', value: '70', unit: 'kg' },
      { vitalSignId: 'height', value: '175', unit: 'cm' },
    ]);
    expect(check.items.slice(0, 3)).toEqual([
      { vitalSignId: 'temperature', value: '98.6' },
      { vitalSignId: 'weight', value: '154.3' },
      { vitalSignId: 'height', value: '68.9' },
    ]);
    expect(texts([{ vitalSignId: 'temperature', value: '98.6', unit: '°C' }])).toEqual([
      'temperature: Enter a value from 25 to 45 °C.',
    ]);
    expect(texts([{ vitalSignId: 'temperature', value: '37', unit: 'K' }])).toEqual([
      'temperature: Unknown unit: K.',
    ]);
  });

  it('computes BMI from the record’s height and weight, and never keeps one typed', () => {
    const check = checkVitalEntry(signs, [
      { vitalSignId: 'height', value: '70' },
      { vitalSignId: 'weight', value: '170' },
      { vitalSignId: 'bmi', value: '99' },
    ]);
    expect(check.items).toContainEqual({ vitalSignId: 'bmi', value: '24.4' });
    expect(check.items.filter((item) => item.vitalSignId === 'bmi')).toHaveLength(1);
    expect(texts([{ vitalSignId: 'bmi', value: '24' }])).toEqual([
      'bmi: BMI is computed from height and weight: enter both.',
    ]);
  });

  it('wants whole numbers where readings are counted, and diastolic below systolic', () => {
    expect(
      texts([
        { vitalSignId: 'pulse', value: '72.5' },
        { vitalSignId: 'systolic', value: '80' },
        { vitalSignId: 'diastolic', value: '120' },
      ]),
    ).toEqual(['pulse: Enter a whole number.', 'diastolic: Diastolic pressure must be lower than systolic.']);
  });

  it('checks only numbers when the clinic gave a standard sign a unit the measure does not know', () => {
    const odd = [sign('temperature', vitalLoinc.temperature, 'degrees')];
    expect(checkVitalEntry(odd, [{ vitalSignId: 'temperature', value: '986' }]).problems).toEqual([]);
  });

  it('offers a sign’s stored unit first, and none for computed or the clinic’s own signs', () => {
    expect(vitalEntryUnits(sign('t', vitalLoinc.temperature, '°C')).map((u) => u.label)).toEqual([
      '°C',
      '°F',
    ]);
    expect(vitalEntryUnits(sign('b', vitalLoinc.bmi, 'kg/m²'))).toEqual([]);
    expect(vitalEntryUnits(sign('m', null, ''))).toEqual([]);
  });

  it('reads only plain decimal numbers', () => {
    expect(['98.6', '.5', '-3', '1e3', '98,6', '', '0x10'].map((text) => readVitalNumber(text))).toEqual([
      98.6,
      0.5,
      -3,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
