ALTER TABLE "mappings" ADD COLUMN "review_mode" text DEFAULT 'unsure' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_results" ADD COLUMN "mapped_values" jsonb;