ALTER TABLE "identity"."schools" ADD COLUMN "deadline_time_zone" text;--> statement-breakpoint
-- The spec's rule is the contract for the schools 0008 seeded: 05:00 UTC on the lunch date all year. 0008 wrote it as 21:00 the evening before on the Pacific clock, an hour early in summer time; a seeded school (no zone of its own) still holding those values gets the fixed instant. The school's clock (delivery at 12:00, the texts) stays Pacific.
UPDATE "identity"."schools" SET "deadline_time" = '05:00', "deadline_days_before" = 0, "deadline_time_zone" = 'UTC'
	WHERE "time_zone" IS NULL AND "deadline_time_zone" IS NULL AND "deadline_time" = '21:00' AND "deadline_days_before" = 1;
