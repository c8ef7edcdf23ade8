ALTER TABLE "ordering"."lunch_orders" DROP CONSTRAINT "lunch_orders_child_date_item_unique";--> statement-breakpoint
ALTER TABLE "ordering"."menu_items" ADD COLUMN "no_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Lunches placed under the old per-item rule may hold two items of one child on one date: the first stays, the later ones are cancelled, so the new rule's index can be built.
UPDATE "ordering"."lunch_orders" SET "status" = 'cancelled', "cancelled_at" = now() WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "child_id", "lunch_date" ORDER BY "id") AS "rank" FROM "ordering"."lunch_orders") AS "ranked" WHERE "rank" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "lunch_orders_one_active_lunch_per_child_date" ON "ordering"."lunch_orders" USING btree ("child_id","lunch_date") WHERE "ordering"."lunch_orders"."status" = 'active';