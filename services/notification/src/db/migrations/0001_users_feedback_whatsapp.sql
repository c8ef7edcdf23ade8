CREATE TABLE "notification"."deleted_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"category" text NOT NULL,
	"rating" double precision NOT NULL,
	"date" date,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_response" text,
	"response_date" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_category_check" CHECK ("notification"."feedback"."category" in ('general', 'specific')),
	CONSTRAINT "feedback_rating_check" CHECK ("notification"."feedback"."rating" >= 0.5 and "notification"."feedback"."rating" <= 5 and "notification"."feedback"."rating" * 2 = floor("notification"."feedback"."rating" * 2)),
	CONSTRAINT "feedback_status_check" CHECK ("notification"."feedback"."status" in ('pending', 'reviewed', 'resolved')),
	CONSTRAINT "feedback_date_check" CHECK (("notification"."feedback"."category" = 'specific') = ("notification"."feedback"."date" is not null))
);
--> statement-breakpoint
CREATE TABLE "notification"."users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"profile_version" timestamp with time zone,
	"role_version" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification"."order_activity" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_ordered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification"."email_notifications" ADD COLUMN "method" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification"."email_notifications" ADD COLUMN "specific_phones" text[];--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "notification"."feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "notification"."feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_activity_last_ordered_idx" ON "notification"."order_activity" USING btree ("last_ordered_at");