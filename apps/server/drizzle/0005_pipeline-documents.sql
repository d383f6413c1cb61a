CREATE TABLE "document_results" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"model" jsonb,
	"extract_status" text,
	"extract_errors" jsonb,
	"applied" jsonb,
	"extracted" jsonb,
	"missing_required" jsonb,
	"low_confidence" jsonb,
	"engine_ms" real,
	"approved" jsonb,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"step" text NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "source_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mapping_id" uuid,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"sender" text,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "status" SET DEFAULT 'uploaded';--> statement-breakpoint
ALTER TABLE "mappings" ADD COLUMN "api_token_hash" text;--> statement-breakpoint
ALTER TABLE "mappings" ADD COLUMN "api_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mappings" ADD COLUMN "inbound_email_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "doc_type_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "unique_reference" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "confidence" real;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "approval_status" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "is_processed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_results" ADD CONSTRAINT "document_results_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_results" ADD CONSTRAINT "document_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_stages" ADD CONSTRAINT "document_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_stages" ADD CONSTRAINT "document_stages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_receipts" ADD CONSTRAINT "source_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_receipts" ADD CONSTRAINT "source_receipts_mapping_id_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."mappings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_receipts" ADD CONSTRAINT "source_receipts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_stages_unique" ON "document_stages" USING btree ("document_id","attempt","step","destination");--> statement-breakpoint
CREATE INDEX "document_stages_company_idx" ON "document_stages" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_receipts_unique" ON "source_receipts" USING btree ("company_id","source","ref");--> statement-breakpoint
CREATE INDEX "source_receipts_company_idx" ON "source_receipts" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_doc_type_id_doc_types_id_fk" FOREIGN KEY ("doc_type_id") REFERENCES "public"."doc_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mappings_api_token_unique" ON "mappings" USING btree ("api_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "mappings_inbound_email_unique" ON "mappings" USING btree ("inbound_email_key");--> statement-breakpoint
CREATE INDEX "documents_company_client_idx" ON "documents" USING btree ("company_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_company_doctype_idx" ON "documents" USING btree ("company_id","doc_type_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_company_approval_idx" ON "documents" USING btree ("company_id","approval_status");--> statement-breakpoint
CREATE INDEX "documents_mapping_sha_idx" ON "documents" USING btree ("company_id","mapping_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_idempotency_unique" ON "documents" USING btree ("company_id","idempotency_key") WHERE "documents"."idempotency_key" is not null;