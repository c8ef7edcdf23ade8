CREATE SCHEMA "notification";
--> statement-breakpoint
CREATE TABLE "notification"."email_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_deliveries_notification_recipient_key" UNIQUE("notification_id","recipient")
);
--> statement-breakpoint
CREATE TABLE "notification"."email_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"html" text NOT NULL,
	"recipients" text,
	"specific_emails" text[],
	"notification_type" text,
	"user_id" integer,
	"source_event_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"redactions" text[],
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification"."inbox" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "notification"."email_deliveries" ADD CONSTRAINT "email_deliveries_notification_id_email_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "notification"."email_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_notifications_status_idx" ON "notification"."email_notifications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "email_notifications_created_idx" ON "notification"."email_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_notifications_user_idx" ON "notification"."email_notifications" USING btree ("user_id");