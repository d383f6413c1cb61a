CREATE TABLE "integration_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mapping_id" uuid NOT NULL,
	"service_code" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"access_expires_at" timestamp with time zone,
	"tenant_id" text,
	"tenant_name" text,
	"contact_ref" text,
	"tax_type" text,
	"account_code" text,
	"state_nonce" text,
	"last_error" text,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_mapping_id_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_mapping_service_unique" ON "integration_connections" USING btree ("mapping_id","service_code");--> statement-breakpoint
CREATE INDEX "integration_connections_company_idx" ON "integration_connections" USING btree ("company_id");