-- The audit trail of this service's administrator actions and sign-ins (docs/security.md). Entries
-- are only ever added: the trigger refuses UPDATE and DELETE, but for the one anonymisation that a
-- user's deletion makes (their name replaced by their id, every other column unchanged).
CREATE TABLE "ordering"."audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"actor_name_seal" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"changes" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "ordering"."audit_log" USING btree ("actor_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "ordering"."audit_log" USING btree ("action", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "ordering"."audit_log" USING btree ("target_type", "target_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_idx" ON "ordering"."audit_log" USING btree ("occurred_at");
--> statement-breakpoint
CREATE FUNCTION "ordering"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.actor_id IS NOT NULL AND NEW.actor_name = NEW.actor_id::text
			AND (NEW.id, NEW.occurred_at, NEW.actor_id, NEW.actor_name_seal, NEW.action, NEW.target_type, NEW.target_id, NEW.changes, NEW.ip, NEW.user_agent, NEW.prev_hash, NEW.hash)
				IS NOT DISTINCT FROM (OLD.id, OLD.occurred_at, OLD.actor_id, OLD.actor_name_seal, OLD.action, OLD.target_type, OLD.target_id, OLD.changes, OLD.ip, OLD.user_agent, OLD.prev_hash, OLD.hash)
		THEN
			RETURN NEW;
		END IF;
	END IF;
	RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "ordering"."audit_log" FOR EACH ROW EXECUTE FUNCTION "ordering"."audit_log_append_only"();
