ALTER TABLE "mappings" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "mappings" ADD COLUMN "webhook_secret_previous" text;--> statement-breakpoint
ALTER TABLE "mappings" ADD COLUMN "webhook_secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_stages" ADD COLUMN "first_tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_stages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_stages" ADD COLUMN "receipt" jsonb;