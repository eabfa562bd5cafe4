import type {
  CoreClinicalEmarDispenseRow,
  CoreClinicalEmarScheduledEvent,
  CoreClinicalEmarVitalsGroup,
} from '@clinic/api-contract';
import { timesPerDayPreset, timeToMinutes } from '@clinic/forms-core';
import { callSandbox, sandboxPatientId } from '../sandbox/callSandbox';
import { pickDrugs, type SandboxDrug, sandboxNurses } from '../sandbox/sandboxDrugs';
import type { SandboxSettings } from '../sandbox/sandboxSettings';
import { seededRandom } from '../sandbox/seededRandom';
import type { EmarClient, EmarRange } from './emarClient';

const dayMs = 86_400_000;
const minuteMs = 60_000;
/** A query over a longer range is answered for its last 100 days (last3months fits). */
const maxDays = 100;
/** Like the real report, a page of at most this many rows. */
const maxDispenseRows = 500;

interface SandboxOrder {
  drug: SandboxDrug;
  start: number;
  end: number | null;
  type: 'Scheduled' | 'PRN';
}

const startOfDay = (ms: number) => Math.floor(ms / dayMs) * dayMs;
const iso = (ms: number) => new Date(ms).toISOString();

/** The patient's orders since an admission a few weeks ago, derived from their eMAR id. */
function ordersOf(emarPatientId: string, now: Date): SandboxOrder[] {
  const random = seededRandom(`emar:${emarPatientId}`);
  const admission = startOfDay(now.getTime()) - random.int(5, 40) * dayMs;
  return pickDrugs(random.next, random.int(2, 4)).map((drug) => {
    const start = admission + random.int(0, 3) * dayMs;
    return {
      drug,
      start,
      end: random.next() < 0.5 ? null : start + random.int(30, 120) * dayMs,
      type: random.next() < 0.8 ? 'Scheduled' : 'PRN',
    };
  });
}

const activeOn = (order: SandboxOrder, from: number, to: number) =>
  order.start <= to && (order.end === null || order.end >= from);

/** The days (UTC midnights) a range touches, at most the last `maxDays`. */
function daysOf(range: EmarRange): number[] {
  const days: number[] = [];
  for (let day = startOfDay(range.to.getTime()); day >= startOfDay(range.from.getTime()); day -= dayMs) {
    days.push(day);
    if (days.length === maxDays) break;
  }
  return days.reverse();
}

function frequencyOf(order: SandboxOrder): string {
  if (order.type === 'PRN') return 'As needed';
  return ['Once daily', 'Twice daily', 'Three times daily'][order.drug.timesPerDay - 1] ?? 'Daily';
}

function scheduledEvents(
  emarPatientId: string,
  range: EmarRange,
  now: Date,
): CoreClinicalEmarScheduledEvent[] {
  return ordersOf(emarPatientId, now)
    .filter((order) => activeOn(order, range.from.getTime(), range.to.getTime()))
    .map((order) => ({
      effectiveDate: iso(order.start),
      expirationDate: order.end === null ? null : iso(order.end),
      frequency: frequencyOf(order),
      timesPerDay: order.drug.timesPerDay,
      drug: order.drug.drug,
      drugQuantity: order.drug.quantity,
      drugUom: order.drug.uom,
      type: order.type,
    }));
}

/** One set of readings a day, newest first, never in the future. */
function vitals(emarPatientId: string, range: EmarRange, now: Date): CoreClinicalEmarVitalsGroup[] {
  const groups: CoreClinicalEmarVitalsGroup[] = [];
  for (const day of daysOf(range).reverse()) {
    const random = seededRandom(`emar-vitals:${emarPatientId}:${iso(day)}`);
    const taken = day + (14 * 60 + random.int(0, 240)) * minuteMs;
    if (taken < range.from.getTime() || taken > range.to.getTime() || taken > now.getTime()) continue;
    const createdOn = iso(taken);
    const updatedOn = random.next() < 0.8 ? createdOn : iso(taken + random.int(5, 90) * minuteMs);
    const item = (type: string, value: string, notes = '') => ({ type, value, notes, createdOn, updatedOn });
    groups.push({
      items: [
        item(
          'Blood Pressure',
          `${random.int(105, 140)}/${random.int(65, 90)}`,
          random.pick(['', '', '', 'Sitting', 'Standing']),
        ),
        item('Pulse', String(random.int(58, 96))),
        item('Temperature', (97 + random.int(0, 22) / 10).toFixed(1)),
        item('Respirations', String(random.int(12, 20))),
        item('Oxygen Saturation', String(random.int(94, 100))),
      ],
    });
  }
  return groups;
}

/** Each scheduled dose in the range: given, refused or held when past, still to come otherwise. */
function dispenseReport(emarPatientId: string, range: EmarRange, now: Date): CoreClinicalEmarDispenseRow[] {
  const orders = ordersOf(emarPatientId, now).filter((order) => order.type === 'Scheduled');
  const rows: CoreClinicalEmarDispenseRow[] = [];
  for (const day of daysOf(range)) {
    for (const order of orders.filter((o) => activeOn(o, day, day + dayMs - 1))) {
      const times = timesPerDayPreset(order.drug.timesPerDay).sort();
      for (const time of times) {
        const scheduled = day + (timeToMinutes(time) ?? 0) * minuteMs;
        if (scheduled < range.from.getTime() || scheduled > range.to.getTime()) continue;
        const base = {
          scheduled: iso(scheduled),
          drug: order.drug.drug,
          drugQuantity: order.drug.quantity,
          drugUom: order.drug.uom,
        };
        if (scheduled > now.getTime()) {
          rows.push({ ...base, dispensed: '', status: 'Scheduled', administeredBy: '' });
          continue;
        }
        const random = seededRandom(`emar-dose:${emarPatientId}:${order.drug.drug}:${iso(scheduled)}`);
        const outcome = random.next();
        const status = outcome < 0.85 ? 'Given' : outcome < 0.92 ? 'Refused' : 'Held';
        rows.push({
          ...base,
          dispensed: status === 'Given' ? iso(scheduled + random.int(0, 45) * minuteMs) : '',
          status,
          administeredBy: random.pick(sandboxNurses),
        });
      }
    }
  }
  return rows.slice(-maxDispenseRows);
}

/** An eMAR stand-in that answers like the real service, without a network. */
export function createSandboxEmarClient(settings: SandboxSettings): EmarClient {
  return {
    scheduledEvents: (id, range, now) =>
      callSandbox('Emar', settings, id, () => scheduledEvents(id, range, now)),
    vitals: (id, range, now) => callSandbox('Emar', settings, id, () => vitals(id, range, now)),
    dispenseReport: (id, range, now) =>
      callSandbox('Emar', settings, id, () => dispenseReport(id, range, now)),
    syncPatient: (patient) =>
      callSandbox('Emar', settings, patient.lastName, () => sandboxPatientId('emar', patient.id)),
  };
}
