CREATE TABLE "menu"."schools" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu"."school_closures" (
	"date" date NOT NULL,
	"school_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_closures_date_school_id_pk" PRIMARY KEY("date","school_id")
);
--> statement-breakpoint
-- identity's migration 0008 gives the specification's five schools the ids 1 to 5 in this order; an event from identity (version after the epoch) replaces a row.
INSERT INTO "menu"."schools" ("school_id", "name", "version") VALUES
	(1, 'Stratford preparatory', 'epoch'),
	(2, 'Stratford Pomeroy', 'epoch'),
	(3, 'Sutter Elementary', 'epoch'),
	(4, 'Bucher Middle School', 'epoch'),
	(5, 'Washington Open Elementary', 'epoch');
