CREATE TABLE "ordering"."schools" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"delivery_time" text NOT NULL,
	"deadline_time" text NOT NULL,
	"deadline_days_before" integer NOT NULL,
	"time_zone" text,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordering"."children" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "school_id" integer;--> statement-breakpoint
-- identity's migration 0008 gives the specification's five schools the ids 1 to 5 in this order, with today's cut-off; an event from identity (version after the epoch) replaces a row.
INSERT INTO "ordering"."schools" ("school_id", "name", "active", "delivery_time", "deadline_time", "deadline_days_before", "version") VALUES
	(1, 'Stratford preparatory', true, '12:00', '21:00', 1, 'epoch'),
	(2, 'Stratford Pomeroy', true, '12:00', '21:00', 1, 'epoch'),
	(3, 'Sutter Elementary', true, '12:00', '21:00', 1, 'epoch'),
	(4, 'Bucher Middle School', true, '12:00', '21:00', 1, 'epoch'),
	(5, 'Washington Open Elementary', true, '12:00', '21:00', 1, 'epoch');--> statement-breakpoint
UPDATE "ordering"."children" AS c SET "school_id" = s."school_id" FROM "ordering"."schools" AS s WHERE lower(trim(c."school")) = lower(s."name");--> statement-breakpoint
UPDATE "ordering"."lunch_orders" AS o SET "school_id" = s."school_id" FROM "ordering"."schools" AS s WHERE lower(trim(o."school")) = lower(s."name");
