ALTER TABLE "locations" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- A fixed shift becomes the zone a US clinic most likely meant (so daylight saving follows by
-- itself), known half-hour zones keep their offset, any other whole hour a fixed Etc/GMT zone
-- (POSIX sign: Etc/GMT+5 is UTC-5). Staff can pick the exact zone in Settings > Locations.
UPDATE "locations" SET "time_zone" = CASE "time_zone_hours_shift"
  WHEN 0 THEN 'UTC'
  WHEN -10 THEN 'Pacific/Honolulu'
  WHEN -9 THEN 'America/Anchorage'
  WHEN -8 THEN 'America/Los_Angeles'
  WHEN -7 THEN 'America/Denver'
  WHEN -6 THEN 'America/Chicago'
  WHEN -5 THEN 'America/New_York'
  WHEN -4 THEN 'America/Puerto_Rico'
  WHEN -3.5 THEN 'America/St_Johns'
  WHEN 3.5 THEN 'Asia/Tehran'
  WHEN 4.5 THEN 'Asia/Kabul'
  WHEN 5.5 THEN 'Asia/Kolkata'
  WHEN 5.75 THEN 'Asia/Kathmandu'
  WHEN 6.5 THEN 'Asia/Yangon'
  WHEN 9.5 THEN 'Australia/Darwin'
  ELSE CASE
    WHEN round("time_zone_hours_shift") = 0 THEN 'UTC'
    WHEN round("time_zone_hours_shift") < 0 THEN 'Etc/GMT+' || (-round("time_zone_hours_shift"))::int
    ELSE 'Etc/GMT-' || round("time_zone_hours_shift")::int
  END
END;--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "time_zone_hours_shift";
