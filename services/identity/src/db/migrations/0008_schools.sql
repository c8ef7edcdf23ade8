CREATE TABLE "identity"."schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"delivery_time" text NOT NULL,
	"deadline_time" text NOT NULL,
	"deadline_days_before" integer NOT NULL,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_lower_key" ON "identity"."schools" USING btree (lower("name"));--> statement-breakpoint
-- The specification's five schools with today's rule (05:00 UTC on the lunch date, which is 21:00 the evening before on the Pacific clock); a null zone is the SCHOOL_TIMEZONE setting.
INSERT INTO "identity"."schools" ("name", "delivery_time", "deadline_time", "deadline_days_before") VALUES
	('Stratford preparatory', '12:00', '21:00', 1),
	('Stratford Pomeroy', '12:00', '21:00', 1),
	('Sutter Elementary', '12:00', '21:00', 1),
	('Bucher Middle School', '12:00', '21:00', 1),
	('Washington Open Elementary', '12:00', '21:00', 1);--> statement-breakpoint
-- A child saved under any other name (the old API took free text) keeps it as an inactive school: still theirs, not offered to new children.
INSERT INTO "identity"."schools" ("name", "active", "delivery_time", "deadline_time", "deadline_days_before")
	SELECT DISTINCT ON (lower(trim("school"))) trim("school"), false, '12:00', '21:00', 1 FROM "identity"."child_profiles"
	WHERE lower(trim("school")) NOT IN (SELECT lower("name") FROM "identity"."schools")
	ORDER BY lower(trim("school")), "id";--> statement-breakpoint
ALTER TABLE "identity"."child_profiles" ADD COLUMN "school_id" integer;--> statement-breakpoint
UPDATE "identity"."child_profiles" AS c SET "school_id" = s."id", "school" = s."name" FROM "identity"."schools" AS s WHERE lower(trim(c."school")) = lower(s."name");--> statement-breakpoint
-- The previous release, still running during an upgrade, saves children by name only: the database finds their school.
CREATE FUNCTION "identity"."child_school_from_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."school_id" IS NULL THEN
		NEW."school_id" := (SELECT "id" FROM "identity"."schools" WHERE lower("name") = lower(trim(NEW."school")));
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "child_profiles_school_from_name" BEFORE INSERT OR UPDATE OF "school" ON "identity"."child_profiles" FOR EACH ROW EXECUTE FUNCTION "identity"."child_school_from_name"();--> statement-breakpoint
ALTER TABLE "identity"."child_profiles" ADD CONSTRAINT "child_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "identity"."schools"("id") ON DELETE restrict ON UPDATE no action;
