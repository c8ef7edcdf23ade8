CREATE SCHEMA "ordering";
--> statement-breakpoint
CREATE TABLE "ordering"."inbox" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."lunch_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"child_id" integer,
	"child_name" text NOT NULL,
	"parent_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"school" text NOT NULL,
	"grade" text NOT NULL,
	"teacher" text,
	"lunch_date" date NOT NULL,
	"weekly_menu_item_id" integer,
	"lunch_options" text[] NOT NULL,
	"notes" text,
	"total_cents" integer NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE INDEX "lunch_orders_user_idx" ON "ordering"."lunch_orders" USING btree ("user_id","lunch_date");