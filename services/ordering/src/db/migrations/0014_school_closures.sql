CREATE TABLE "ordering"."school_closures" (
	"date" date NOT NULL,
	"school_id" integer NOT NULL,
	"reason" text NOT NULL,
	"lifted" boolean DEFAULT false NOT NULL,
	"version" timestamp with time zone NOT NULL,
	CONSTRAINT "school_closures_date_school_id_pk" PRIMARY KEY("date","school_id")
);
