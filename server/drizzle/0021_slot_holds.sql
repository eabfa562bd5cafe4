CREATE TABLE "slot_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinician_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"slot_start" timestamp NOT NULL,
	"slot_end" timestamp NOT NULL,
	"login_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_login_id_portal_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."portal_logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_holds_expires_idx" ON "slot_holds" USING btree ("expires_at");--> statement-breakpoint
-- No double booking, kept by the database itself (written by hand: drizzle-kit has no exclusion
-- constraints). Appointments and holds store wall-clock times at their location; the constraint
-- needs instants, so a trigger keeps a tstzrange `during` from the wall clock and the location's
-- zone. btree_gist lets one GiST index compare the clinician with = and the range with &&.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- An end before the start is an end on the next day (scheduling/wallClock effectiveEndMs).
CREATE FUNCTION wall_clock_range(start_at timestamp, end_at timestamp, zone text) RETURNS tstzrange
  LANGUAGE sql IMMUTABLE AS $$
  SELECT tstzrange(
    start_at AT TIME ZONE zone,
    (CASE WHEN end_at < start_at THEN end_at + interval '1 day' ELSE end_at END) AT TIME ZONE zone,
    '[)')
$$;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "during" tstzrange;
--> statement-breakpoint
-- Overlaps made before this rule (imported schedules, deliberate double bookings) are kept and
-- marked rather than refused: the constraint covers every other appointment. Moving a marked
-- appointment clears the mark, so the moved one obeys the rule.
ALTER TABLE "appointments" ADD COLUMN "overlapped_before_rule" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE FUNCTION appointments_keep_during() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.during := wall_clock_range(
    NEW.appointment_date,
    NEW.appointment_end_date,
    (SELECT time_zone FROM locations WHERE id = NEW.location_id));
  IF TG_OP = 'UPDATE' AND NEW.during IS DISTINCT FROM OLD.during THEN
    NEW.overlapped_before_rule := false;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_keep_during BEFORE INSERT OR UPDATE OF appointment_date, appointment_end_date, location_id
  ON "appointments" FOR EACH ROW EXECUTE FUNCTION appointments_keep_during();
--> statement-breakpoint
UPDATE "appointments" SET "during" = wall_clock_range("appointment_date", "appointment_end_date", l.time_zone)
  FROM "locations" l WHERE l.id = "appointments".location_id;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "during" SET NOT NULL;
--> statement-breakpoint
-- Each appointment that meets an earlier-made one of its clinician is marked; those left unmarked
-- never meet each other, so the constraint below can be added whatever the data held.
UPDATE "appointments" SET "overlapped_before_rule" = true
  WHERE "status" <> 'Cancelled' AND EXISTS (
    SELECT 1 FROM "appointments" earlier
    WHERE earlier.clinician_id = "appointments".clinician_id
      AND earlier.status <> 'Cancelled'
      AND earlier.during && "appointments".during
      AND (earlier.created_at, earlier.id) < ("appointments".created_at, "appointments".id));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_double_booking"
  EXCLUDE USING gist ("clinician_id" WITH =, "during" WITH &&)
  WHERE ("status" <> 'Cancelled' AND NOT "overlapped_before_rule");
--> statement-breakpoint
-- A location's zone changing moves its appointments' instants.
CREATE FUNCTION locations_zone_moves_appointments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appointments SET during = wall_clock_range(appointment_date, appointment_end_date, NEW.time_zone)
    WHERE location_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER locations_zone_moves_appointments AFTER UPDATE OF time_zone ON "locations"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION locations_zone_moves_appointments();
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "during" tstzrange NOT NULL;
--> statement-breakpoint
CREATE FUNCTION slot_holds_keep_during() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.during := wall_clock_range(
    NEW.slot_start, NEW.slot_end, (SELECT time_zone FROM locations WHERE id = NEW.location_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER slot_holds_keep_during BEFORE INSERT OR UPDATE ON "slot_holds"
  FOR EACH ROW EXECUTE FUNCTION slot_holds_keep_during();
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_no_overlap"
  EXCLUDE USING gist ("clinician_id" WITH =, "during" WITH &&);
