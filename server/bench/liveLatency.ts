/**
 * Issue 20.1's "within a second": how long a change made on one instance takes to reach a live
 * stream open on the other. A staff stream is opened on instance B (directly, not through
 * nginx); an appointment is moved back and forth by staff on instance A; each sample is the time
 * from sending the move to the stream's event for it (so it includes the move itself).
 */
import pg from 'pg';
import { percentile } from './percentiles';

export interface LiveLatency {
  samples: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

/** A clinician's weekly hours at a location, with a service both offer. */
interface Bookable {
  clinicianId: string;
  locationId: string;
  serviceId: string;
  patientId: string;
  weekday: number;
  startTime: string;
  durationMinutes: number;
}

async function findBookable(databaseUrl: string): Promise<Bookable> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<Bookable>(
      `select a.clinician_id as "clinicianId", a.location_id as "locationId", s.id as "serviceId",
              (select id from patients order by id limit 1) as "patientId",
              a.weekday, a.start_time as "startTime", s.duration_minutes as "durationMinutes"
         from clinician_availability a
         join clinicians c on c.id = a.clinician_id
         join locations l on l.id = a.location_id
         join services s on s.id = any(c.service_ids) and s.id = any(l.service_ids)
        where s.duration_minutes <= 60
        limit 1`,
    );
    const [row] = rows;
    if (!row) throw new Error('no clinician with hours and a service to book');
    return row;
  } finally {
    await db.end();
  }
}

/** 'YYYY-MM-DD' of the first `weekday` at least 60 days ahead (well clear of real bookings). */
function farDate(weekday: number): string {
  const day = new Date(Date.now() + 60 * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Reads server-sent events from `url`; `next(test)` resolves at the first event passing `test`. */
async function openEvents(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body?.getReader();
  if (!reader) throw new Error(`the live stream answered ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    next: async (test: (data: unknown) => boolean): Promise<void> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame
            .split('\n')
            .find((line) => line.startsWith('data: '))
            ?.slice('data: '.length);
          if (data && test(JSON.parse(data))) return;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the live stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

export async function measureLiveLatency(
  instanceA: string,
  instanceB: string,
  token: string,
  databaseUrl: string,
  samples = 40,
): Promise<LiveLatency> {
  const bookable = await findBookable(databaseUrl);
  const date = farDate(bookable.weekday);
  const [hours = '09', minutes = '00'] = bookable.startTime.split(':');
  const startMinutes = Number(hours) * 60 + Number(minutes);
  const at = (offset: number) => {
    const total = startMinutes + offset;
    return `${date}T${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  const times = [at(0), at(bookable.durationMinutes)];
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const booked = await fetch(`${instanceA}/api/core/Schedule/Appointments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      patientId: bookable.patientId,
      serviceId: bookable.serviceId,
      locationId: bookable.locationId,
      clinicianId: bookable.clinicianId,
      start: times[0],
    }),
  });
  if (!booked.ok) throw new Error(`booking answered ${booked.status}: ${await booked.text()}`);
  const { id } = (await booked.json()) as { id: string };
  const stream = await openEvents(`${instanceB}/api/core/Live`, token);
  const latencies: number[] = [];
  try {
    for (let i = 1; i <= samples; i += 1) {
      const started = performance.now();
      const arrived = stream.next(
        (data) => (data as { appointmentId?: string; change?: string }).appointmentId === id,
      );
      const moved = await fetch(`${instanceA}/api/core/Schedule/Appointments/${id}/Move`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ start: times[i % 2] }),
      });
      if (!moved.ok) throw new Error(`move answered ${moved.status}: ${await moved.text()}`);
      await arrived;
      latencies.push(performance.now() - started);
    }
  } finally {
    stream.close();
  }
  return {
    samples: latencies.length,
    medianMs: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
  };
}
