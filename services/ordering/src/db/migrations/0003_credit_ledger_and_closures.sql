CREATE TABLE "ordering"."credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"checkout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."closures" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"lifted" boolean DEFAULT false NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordering"."checkouts" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."checkouts" ADD COLUMN "credit_applied_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "credited_cents" integer;--> statement-breakpoint
CREATE INDEX "credit_entries_user_idx" ON "ordering"."credit_entries" USING btree ("user_id","created_at");