CREATE TABLE "ordering"."payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"paypal_me_handle" text NOT NULL,
	"zelle_recipient_name" text NOT NULL,
	"zelle_recipient" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordering"."checkouts" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "ordering"."checkouts" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "ordering"."checkouts" ADD CONSTRAINT "checkouts_payment_reference_unique" UNIQUE("payment_reference");