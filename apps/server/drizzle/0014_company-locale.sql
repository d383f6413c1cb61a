ALTER TABLE "companies" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "date_order" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "decimal_mark" text;