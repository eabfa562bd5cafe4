import {
  sameWallClock,
  viewerTimeZone,
  wallToInstantMs,
  ZONE_NAME_LOCALES,
  zoneShortName,
} from '@clinic/forms-core';

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
