CREATE TABLE "identity"."diet_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_type" text NOT NULL,
	"document_size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"valid_until" date,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diet_requests_document_key_unique" UNIQUE("document_key")
);
--> statement-breakpoint
ALTER TABLE "identity"."diet_requests" ADD CONSTRAINT "diet_requests_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "identity"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."diet_requests" ADD CONSTRAINT "diet_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diet_requests_child_idx" ON "identity"."diet_requests" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "diet_requests_status_idx" ON "identity"."diet_requests" USING btree ("status");