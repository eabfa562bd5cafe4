import {
  sameWallClock,
  viewerTimeZone,
  wallToInstantMs,
  ZONE_NAME_LOCALES,
  zoneShortName,
} from '@clinic/forms-core';
import dayjs from 'dayjs';
import { formatWallClock, timeFormat } from './formatDate';

type Language = keyof typeof ZONE_NAME_LOCALES;
const languageOf = (language: string): Language => (language === 'es' ? 'es' : 'en');

/** The instant a location's wall-clock "YYYY-MM-DDTHH:mm[:ss]" stands for. */
const instantOf = (wallClock: string, timeZone: string) =>
  wallToInstantMs(timeZone, Date.parse(`${wallClock.slice(0, 16)}:00Z`));

/** The zone an appointment's time is read in, as of that time: "EST" or "EDT" for America/New_York. */
export function appointmentZoneName(
  appointment: { appointmentDate: string; timeZone: string },
  language: string,
): string {
  const { appointmentDate, timeZone } = appointment;
  return zoneShortName(
    timeZone,
    instantOf(appointmentDate, timeZone),
    ZONE_NAME_LOCALES[languageOf(language)],
  );
}

/**
 * The viewer's own zone ("America/Los_Angeles (PST)") when it reads another wall clock than the
 * location's at `at` (or when no one location is shown), else null.
 */
export function viewerZoneLabel(
  locationZone: string | null,
  at: Date,
  language: string,
  viewerZone: string = viewerTimeZone(),
): string | null {
  if (locationZone !== null && sameWallClock(locationZone, viewerZone, at.getTime())) return null;
  return `${viewerZone} (${zoneShortName(viewerZone, at.getTime(), ZONE_NAME_LOCALES[languageOf(language)])})`;
}

/** The location's zone name after a time read at `wallClock` there, when the viewer's clock reads another time then. */
function zoneSuffix(
  wallClock: string,
  timeZone: string | undefined,
  language: string,
  viewerZone: string,
): string {
  if (!timeZone || sameWallClock(timeZone, viewerZone, instantOf(wallClock, timeZone))) return '';
  return ` ${appointmentZoneName({ appointmentDate: wallClock, timeZone }, language)}`;
}

/**
 * A location's wall-clock time as staff read it, "12/01/2026 09:30 AM", followed by the location's
 * zone ("EST") when the viewer's own clock reads another time then (issue 18.8); the time alone
 * while the zone is not known yet.
 */
export function locationWallClockText(
  wallClock: string | null | undefined,
  timeZone: string | undefined,
  language: string,
  viewerZone: string = viewerTimeZone(),
): string {
  if (!wallClock) return formatWallClock(wallClock);
  return `${formatWallClock(wallClock)}${zoneSuffix(wallClock, timeZone, language, viewerZone)}`;
}

/** "09:00 AM – 10:00 AM" on `date` at the location, with its zone as locationWallClockText adds it. */
export function locationTimeRangeText(
  range: { date: string; time: string; endTime: string },
  timeZone: string | undefined,
  language: string,
  viewerZone: string = viewerTimeZone(),
): string {
  const at = (time: string) => dayjs(`${range.date}T${time}`).format(timeFormat);
  const start = `${range.date}T${range.time}`;
  return `${at(range.time)} – ${at(range.endTime)}${zoneSuffix(start, timeZone, language, viewerZone)}`;
}
