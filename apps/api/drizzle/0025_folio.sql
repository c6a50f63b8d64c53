CREATE TYPE "public"."document_kind" AS ENUM('invoice', 'credit_note', 'receipt');--> statement-breakpoint
CREATE TYPE "public"."folio_line_type" AS ENUM('night', 'extra_charge', 'discount', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."tax_scope" AS ENUM('nights', 'all');--> statement-breakpoint
CREATE TABLE "document_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "document_kind" NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"authorisation" text,
	"range_from" integer,
	"range_to" integer,
	"valid_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_series_next" CHECK ("document_series"."next_number" >= 1),
	CONSTRAINT "document_series_range" CHECK ("document_series"."range_from" is null or "document_series"."range_to" is null or "document_series"."range_from" <= "document_series"."range_to")
);
--> statement-breakpoint
CREATE TABLE "folio_line_taxes" (
	"line_id" uuid NOT NULL,
	"code" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"included" boolean NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "folio_line_taxes_line_id_code_pk" PRIMARY KEY("line_id","code")
);
--> statement-breakpoint
CREATE TABLE "folio_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"type" "folio_line_type" NOT NULL,
	"date" date NOT NULL,
	"room_id" uuid,
	"movement_id" uuid,
	"description" text,
	"amount_cents" bigint NOT NULL,
	"base_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_lines_kind" CHECK (("folio_lines"."type" = 'night' and "folio_lines"."room_id" is not null and "folio_lines"."amount_cents" >= 0)
        or ("folio_lines"."type" = 'discount' and "folio_lines"."amount_cents" <= 0)
        or ("folio_lines"."type" = 'extra_charge' and "folio_lines"."movement_id" is not null and "folio_lines"."amount_cents" >= 0)
        or ("folio_lines"."type" = 'adjustment' and "folio_lines"."description" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"folio_line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "folio_line_type" NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"base_cents" bigint NOT NULL,
	"taxes" jsonb NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_folio_line_id_pk" PRIMARY KEY("invoice_id","folio_line_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "document_kind" NOT NULL,
	"series_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"payer" jsonb NOT NULL,
	"locale" "locale" NOT NULL,
	"base_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"official_rate" numeric(12, 6) NOT NULL,
	"credits_invoice_id" uuid,
	"issued_by_staff_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" <> 'receipt' and ("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" is not null)),
	CONSTRAINT "invoices_sums" CHECK ("invoices"."base_cents" + "invoices"."tax_cents" = "invoices"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"code" text PRIMARY KEY NOT NULL,
	"label_en" text NOT NULL,
	"label_es" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"included" boolean NOT NULL,
	"applies_to" "tax_scope" NOT NULL,
	"night_above_cents" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_rate" CHECK ("taxes"."rate" >= 0 and "taxes"."rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "folio_line_taxes" ADD CONSTRAINT "folio_line_taxes_line_id_folio_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."folio_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_folio_line_id_folio_lines_id_fk" FOREIGN KEY ("folio_line_id") REFERENCES "public"."folio_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_id_document_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."document_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_staff_id_staff_users_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_series_one_active" ON "document_series" USING btree ("kind") WHERE "document_series"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "document_series_prefix_unique" ON "document_series" USING btree ("kind","prefix");--> statement-breakpoint
CREATE INDEX "folio_lines_reservation_idx" ON "folio_lines" USING btree ("reservation_id","date");--> statement-breakpoint
CREATE INDEX "folio_lines_movement_idx" ON "folio_lines" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "folio_lines_night_idx" ON "folio_lines" USING btree ("date") WHERE "folio_lines"."type" = 'night';--> statement-breakpoint
CREATE INDEX "invoice_lines_line_idx" ON "invoice_lines" USING btree ("folio_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_unique" ON "invoices" USING btree ("series_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_unique" ON "invoices" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_reservation_idx" ON "invoices" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_unique" ON "payments" USING btree ("receipt");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt" CHECK ("payments"."receipt" is null or "payments"."status" = 'paid');--> statement-breakpoint
-- Nicaragua's taxes on lodging, both included in the hotel's prices (the owner confirms them with an accountant):
-- IVA 15 % on every charge, and INTUR's 2 % on rooms above US$30 a night.
INSERT INTO "taxes" ("code", "label_en", "label_es", "rate", "included", "applies_to", "night_above_cents", "position") VALUES
  ('IVA', 'VAT (IVA)', 'IVA', 15, true, 'all', NULL, 1),
  ('INTUR', 'INTUR tourism tax', 'Impuesto de turismo INTUR', 2, true, 'nights', 3000, 2);
--> statement-breakpoint
-- A payment approved before this release keeps the number its receipt was issued with; a declined or abandoned try
-- never had a document, and keeps no number. The invoices' series F- starts after the last of those numbers, so that
-- no F- reference ever names two documents (on a fresh database it starts at 1).
UPDATE "payments" SET "receipt" = 'F-' || lpad("invoice_number"::text, 6, '0') WHERE "status" = 'paid';
--> statement-breakpoint
INSERT INTO "document_series" ("kind", "prefix", "next_number") VALUES
  ('invoice', 'F-', coalesce((SELECT max("invoice_number") FROM "payments" WHERE "status" = 'paid'), 0) + 1),
  ('credit_note', 'NC-', 1),
  ('receipt', 'R-', 1);
--> statement-breakpoint
-- Every live stay's folio, as modules/folio/charges.ts writes it: a line per room per night at its price, a discount
-- line per room a promotion reduced (dated its first night), a line per extra charge; taxes by the contract's rule
-- (taxes.ts) at the rates above: base = round(amount × 100 / (100 + rates)), IVA = round(base × 15 / 100), INTUR the
-- rest (round is half away from zero on numeric). The lines of a stay add up to its movements: no balance changes.
CREATE TEMPORARY TABLE "folio_backfill" AS
SELECT gen_random_uuid() AS "id", c.*
FROM (
  SELECT rr."reservation_id", 'night'::"folio_line_type" AS "type", (n->>'date')::date AS "date", rr."room_id",
    m."id" AS "movement_id", NULL::text AS "description", (n->>'cents')::bigint AS "amount",
    (n->>'cents')::bigint > 3000 AS "intur", r."created_at"
  FROM "reservation_rooms" rr
  JOIN "reservations" r ON r."id" = rr."reservation_id"
  LEFT JOIN "movements" m ON m."reservation_id" = rr."reservation_id" AND m."type" = 'reservation'
  CROSS JOIN LATERAL jsonb_array_elements(rr."nights") n
  WHERE NOT rr."canceled"
  UNION ALL
  SELECT rr."reservation_id", 'discount', rr."start_date", rr."room_id", m."id", NULL,
    rr."tariff_cents" - rr."raw_tariff_cents",
    round(rr."raw_tariff_cents"::numeric / greatest(jsonb_array_length(rr."nights"), 1)) > 3000, r."created_at"
  FROM "reservation_rooms" rr
  JOIN "reservations" r ON r."id" = rr."reservation_id"
  LEFT JOIN "movements" m ON m."reservation_id" = rr."reservation_id" AND m."type" = 'reservation'
  WHERE NOT rr."canceled" AND rr."tariff_cents" <> rr."raw_tariff_cents"
  UNION ALL
  SELECT m."reservation_id", 'extra_charge', (m."created_at" AT TIME ZONE 'America/Managua')::date, m."room_id",
    m."id", m."description", m."amount_cents", false, m."created_at"
  FROM "movements" m
  WHERE m."type" = 'extra_charge'
) c;
--> statement-breakpoint
ALTER TABLE "folio_backfill" ADD COLUMN "base" bigint;
--> statement-breakpoint
UPDATE "folio_backfill" SET "base" = round("amount"::numeric * 10000 / CASE WHEN "intur" THEN 11700 ELSE 11500 END);
--> statement-breakpoint
INSERT INTO "folio_lines" ("id", "reservation_id", "type", "date", "room_id", "movement_id", "description",
  "amount_cents", "base_cents", "total_cents", "created_at")
SELECT "id", "reservation_id", "type", "date", "room_id", "movement_id", "description", "amount", "base", "amount",
  "created_at"
FROM "folio_backfill";
--> statement-breakpoint
INSERT INTO "folio_line_taxes" ("line_id", "code", "rate", "included", "amount_cents")
SELECT "id", 'IVA', 15, true,
  CASE WHEN "intur" THEN round("base"::numeric * 1500 / 10000) ELSE "amount" - "base" END
FROM "folio_backfill"
UNION ALL
SELECT "id", 'INTUR', 2, true, "amount" - "base" - round("base"::numeric * 1500 / 10000)
FROM "folio_backfill" WHERE "intur";
--> statement-breakpoint
DROP TABLE "folio_backfill";
