CREATE TABLE "client_integration_partners" (
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"service_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_integration_partners_client_id_service_code_pk" PRIMARY KEY("client_id","service_code")
);
--> statement-breakpoint
ALTER TABLE "client_integration_partners" ADD CONSTRAINT "client_integration_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_integration_partners" ADD CONSTRAINT "client_integration_partners_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_integration_partners_company_idx" ON "client_integration_partners" USING btree ("company_id");