ALTER TABLE "ordering"."schools" ADD COLUMN "deadline_time_zone" text;--> statement-breakpoint
-- Identity's migration 0009 gives the seeded schools the spec's fixed 05:00 UTC on the lunch date; the read model follows by the same rule (a school an administrator changed, so an event replaced its row, no longer holds the seeded values and keeps them).
UPDATE "ordering"."schools" SET "deadline_time" = '05:00', "deadline_days_before" = 0, "deadline_time_zone" = 'UTC'
	WHERE "time_zone" IS NULL AND "deadline_time_zone" IS NULL AND "deadline_time" = '21:00' AND "deadline_days_before" = 1;
