ALTER TABLE "identity"."users" ADD COLUMN "role" text DEFAULT 'parent' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "identity"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
UPDATE "identity"."users" SET "role" = 'admin' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "identity"."users" ADD CONSTRAINT "users_role_known" CHECK ("role" IN ('parent', 'admin', 'kitchen', 'school_office'));--> statement-breakpoint
ALTER TABLE "identity"."users" ADD CONSTRAINT "users_school_office_has_school" CHECK ("role" <> 'school_office' OR "school_id" IS NOT NULL);--> statement-breakpoint
-- The previous release, still running during an upgrade, reads and writes only is_admin: a change to the flag alone
-- sets the role (admin or parent), and whatever the writer, is_admin stays true exactly for the admin role.
CREATE FUNCTION "identity"."user_role_follows_admin_flag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."is_admin" IS DISTINCT FROM OLD."is_admin" AND NEW."role" IS NOT DISTINCT FROM OLD."role" THEN
		NEW."role" := CASE WHEN NEW."is_admin" THEN 'admin' ELSE 'parent' END;
	ELSIF TG_OP = 'INSERT' AND NEW."is_admin" AND NEW."role" = 'parent' THEN
		NEW."role" := 'admin';
	END IF;
	NEW."is_admin" := NEW."role" = 'admin';
	IF NEW."role" <> 'school_office' THEN
		NEW."school_id" := NULL;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_role_follows_admin_flag" BEFORE INSERT OR UPDATE OF "is_admin", "role", "school_id" ON "identity"."users" FOR EACH ROW EXECUTE FUNCTION "identity"."user_role_follows_admin_flag"();
