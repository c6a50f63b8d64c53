CREATE TABLE "payment_event_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid,
	"reason" text NOT NULL,
	"details" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movements" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_movements" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "charged_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ALTER COLUMN "tariff_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ALTER COLUMN "raw_tariff_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "raw_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "hotel_settings" ADD COLUMN "max_stay_nights" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_settings" ADD COLUMN "booking_horizon_months" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_settings" ADD COLUMN "max_unpaid_reservations" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_event_rejections" ADD CONSTRAINT "payment_event_rejections_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_event_rejections_event_unique" ON "payment_event_rejections" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "hotel_settings" ADD CONSTRAINT "hotel_settings_stay_limits" CHECK ("hotel_settings"."max_stay_nights" between 1 and 365 and "hotel_settings"."booking_horizon_months" between 1 and 60 and "hotel_settings"."max_unpaid_reservations" between 1 and 100);