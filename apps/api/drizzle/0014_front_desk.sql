CREATE TYPE "public"."stock_adjustment_reason" AS ENUM('restock', 'waste', 'count', 'extra', 'extra_removed');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('food', 'drink', 'snack');--> statement-breakpoint
CREATE TYPE "public"."cancel_reason" AS ENUM('guest', 'staff', 'no_show');--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"reason" "stock_adjustment_reason" NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"note" text,
	"movement_id" uuid,
	"staff_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_after" CHECK ("stock_adjustments"."stock_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" "product_category" NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"total_cost_cents" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_money" CHECK ("products"."unit_price_cents" >= 0 and "products"."total_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "breakfasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"room_number" integer NOT NULL,
	"date" date NOT NULL,
	"breakfast_taken_count" integer NOT NULL,
	"updated_by_staff_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breakfasts_count" CHECK ("breakfasts"."breakfast_taken_count" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "room_id" uuid;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "unit_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "created_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" "cancel_reason";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breakfasts" ADD CONSTRAINT "breakfasts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breakfasts" ADD CONSTRAINT "breakfasts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breakfasts" ADD CONSTRAINT "breakfasts_updated_by_staff_id_staff_users_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_product_idx" ON "stock_adjustments" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_unique" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "breakfasts_reservation_room_date_unique" ON "breakfasts" USING btree ("reservation_id","room_id","date");--> statement-breakpoint
CREATE INDEX "breakfasts_date_idx" ON "breakfasts" USING btree ("date");--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movements_product_idx" ON "movements" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reservation_rooms_window_idx" ON "reservation_rooms" USING btree ("end_date","start_date") WHERE not "reservation_rooms"."canceled";--> statement-breakpoint
CREATE INDEX "reservations_status_check_in_idx" ON "reservations" USING btree ("status","check_in");--> statement-breakpoint
CREATE INDEX "reservations_status_check_out_idx" ON "reservations" USING btree ("status","check_out");--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_extra_charge" CHECK ("movements"."type" <> 'extra_charge' or ("movements"."product_id" is not null and "movements"."room_id" is not null and "movements"."quantity" > 0 and "movements"."unit_price_cents" >= 0));--> statement-breakpoint
-- Stays cancelled before this migration were cancelled by their guests (the only way there was).
UPDATE "reservations" SET "cancel_reason" = 'guest' WHERE "status" = 'canceled';
