ALTER TABLE "menu"."weekly_menu_items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu"."weekly_menu_items" ADD COLUMN "diet_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu"."weekly_menu_items" ADD COLUMN "protein_grams" double precision;--> statement-breakpoint
ALTER TABLE "menu"."weekly_menu_items" ADD COLUMN "carbohydrate_grams" double precision;--> statement-breakpoint
ALTER TABLE "menu"."weekly_menu_items" ADD COLUMN "fat_grams" double precision;--> statement-breakpoint
ALTER TABLE "menu"."weekly_menu_items" ADD COLUMN "sodium_milligrams" double precision;