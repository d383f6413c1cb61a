ALTER TABLE "outbox_messages" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
UPDATE "outbox_messages" SET "status" = 'kept' WHERE "delivered_via" = 'outbox';--> statement-breakpoint
UPDATE "outbox_messages" SET "body" = NULL, "html" = NULL WHERE "delivered_via" <> 'outbox';
