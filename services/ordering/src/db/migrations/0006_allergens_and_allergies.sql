ALTER TABLE "ordering"."children" ADD COLUMN "allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."children" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."menu_items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."menu_items" ADD COLUMN "diet_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "child_allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ordering"."lunch_orders" ADD COLUMN "allergen_check" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "lunch_orders_item_date_idx" ON "ordering"."lunch_orders" USING btree ("weekly_menu_item_id","lunch_date");