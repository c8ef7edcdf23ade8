ALTER TABLE "identity"."sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD COLUMN "ip" text;