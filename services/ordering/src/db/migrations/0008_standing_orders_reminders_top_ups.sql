CREATE TABLE "ordering"."parents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."low_balance_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminders_email" boolean NOT NULL,
	"reminders_whatsapp" boolean NOT NULL,
	"low_balance_email" boolean NOT NULL,
	"low_balance_threshold_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."reminder_runs" (
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
CREATE TABLE "ordering"."standing_order_unplaced" (
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_unplaced_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
CREATE TABLE "ordering"."standing_orders" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "top_ups_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "ordering"."credit_entries" ADD COLUMN "top_up_reference" text;--> statement-breakpoint
CREATE INDEX "standing_orders_user_idx" ON "ordering"."standing_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "top_ups_user_idx" ON "ordering"."top_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "top_ups_status_idx" ON "ordering"."top_ups" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ordering"."credit_entries" ADD CONSTRAINT "credit_entries_top_up_reference_unique" UNIQUE("top_up_reference");