CREATE TABLE "ordering"."checkouts" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."deleted_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."children" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"school" text NOT NULL,
	"grade" text NOT NULL,
	"teacher" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering"."menu_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"day_of_week" text NOT NULL,
	"menu_item" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ALTER COLUMN "child_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ALTER COLUMN "weekly_menu_item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "checkout_id" uuid NOT NULL;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "ordering"."checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "children_user_idx" ON "ordering"."children" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "menu_items_week_idx" ON "ordering"."menu_items" USING btree ("week_start_date","week_end_date");--> statement-breakpoint
CREATE INDEX "lunch_orders_date_idx" ON "ordering"."lunch_orders" USING btree ("lunch_date");--> statement-breakpoint
CREATE INDEX "lunch_orders_checkout_idx" ON "ordering"."lunch_orders" USING btree ("checkout_id");--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD CONSTRAINT "lunch_orders_child_date_item_unique" UNIQUE("child_id","lunch_date","weekly_menu_item_id");