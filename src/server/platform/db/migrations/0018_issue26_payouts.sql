CREATE TYPE "public"."document_kind" AS ENUM('tax_invoice', 'bill_of_supply', 'credit_note', 'fee_invoice');--> statement-breakpoint
CREATE TYPE "public"."payout_account_status" AS ENUM('pending', 'activated', 'needs_clarification', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."payout_reversal_status" AS ENUM('pending', 'reversed', 'applied', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payout_transfer_status" AS ENUM('accrued', 'pending', 'sending', 'on_hold', 'released', 'cancelled', 'failed');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"issuer" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "invoice_counters_issuer_series_financial_year_pk" PRIMARY KEY("issuer","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" "document_kind" NOT NULL,
	"issuer" text NOT NULL,
	"financial_year" text NOT NULL,
	"series" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"participation_id" char(24),
	"host_id" char(24) NOT NULL,
	"payment_id" text,
	"refund_id" char(24),
	"refers_to" char(24),
	"total_minor" integer NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"host_id" char(24) PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"business_type" text NOT NULL,
	"pan" char(10) NOT NULL,
	"gstin" char(15),
	"gst_state" text NOT NULL,
	"address" jsonb NOT NULL,
	"account_number" text NOT NULL,
	"account_last4" char(4) NOT NULL,
	"ifsc_code" char(11) NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"status" "payout_account_status" DEFAULT 'pending' NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text,
	"provider_stakeholder_id" text,
	"provider_product_id" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"synced_revision" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_reversals" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"transfer_id" char(24) NOT NULL,
	"refund_id" char(24) NOT NULL,
	"amount_minor" integer NOT NULL,
	"fee_back_minor" integer DEFAULT 0 NOT NULL,
	"status" "payout_reversal_status" DEFAULT 'pending' NOT NULL,
	"provider_reversal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payout_reversals_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "payout_reversals_provider_reversal_id_unique" UNIQUE("provider_reversal_id"),
	CONSTRAINT "payout_reversals_amount_check" CHECK ("payout_reversals"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"participation_id" char(24) NOT NULL,
	"event_id" char(24) NOT NULL,
	"host_id" char(24) NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text,
	"currency" char(3) NOT NULL,
	"gross_minor" integer NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"fee_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"fee_bp" integer NOT NULL,
	"fee_fixed_minor" integer NOT NULL,
	"sent_minor" integer,
	"reversed_minor" integer DEFAULT 0 NOT NULL,
	"status" "payout_transfer_status" NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"provider_account_id" text,
	"provider_transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"captured_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_transfers_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payout_transfers_provider_transfer_id_unique" UNIQUE("provider_transfer_id"),
	CONSTRAINT "payout_transfers_amounts_check" CHECK ("payout_transfers"."amount_minor" >= 0 AND "payout_transfers"."fee_minor" >= 0 AND "payout_transfers"."refunded_minor" >= 0 AND "payout_transfers"."amount_minor" + "payout_transfers"."fee_minor" + "payout_transfers"."refunded_minor" = "payout_transfers"."gross_minor")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_state" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gst" jsonb;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "refund_policy" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_invoices_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reversals" ADD CONSTRAINT "payout_reversals_transfer_id_payout_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."payout_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reversals" ADD CONSTRAINT "payout_reversals_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("issuer","financial_year","series","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_kind_key" ON "invoices" USING btree ("kind","payment_id") WHERE "invoices"."refund_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key" ON "invoices" USING btree ("issuer","refund_id") WHERE "invoices"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_participation_idx" ON "invoices" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "invoices_host_idx" ON "invoices" USING btree ("host_id","issued_at");--> statement-breakpoint
CREATE INDEX "payout_reversals_transfer_idx" ON "payout_reversals" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_host_idx" ON "payout_transfers" USING btree ("host_id","captured_at");--> statement-breakpoint
CREATE INDEX "payout_transfers_event_idx" ON "payout_transfers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_participation_idx" ON "payout_transfers" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_status_idx" ON "payout_transfers" USING btree ("status","hold_until");--> statement-breakpoint
-- Registrations made before issue 26 keep the policy in force today from now on (decision 035).
UPDATE "participations" AS p SET "refund_policy" = coalesce(e."refund_policy", '"default"'::jsonb) FROM "events" AS e WHERE e."id" = p."event_id";
