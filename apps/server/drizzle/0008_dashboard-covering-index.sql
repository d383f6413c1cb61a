-- The dashboard's range index (company, created_at) rebuilt with the columns its calls filter, sort, group and
-- search on (docs/dashboard-bench.md). A company's documents are spread over the whole heap (they arrive mixed
-- with every other company's), so counting 40,000 of them in a range read ~14,000 heap pages (0.5 s at 1M
-- documents); from this index the same rows are one contiguous run of ~800 pages read by an index-only scan.
-- drizzle cannot declare INCLUDE columns: the schema keeps declaring (company_id, created_at) under this name.
-- Every included value is bounded (file names 255 characters at most, references cut at 300), so an entry stays
-- below the 2,704-byte B-tree limit.
DROP INDEX IF EXISTS "documents_company_idx";--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id", "created_at") INCLUDE ("id", "status", "client_id", "mapping_id", "doc_type_id", "confidence", "approval_status", "unique_reference", "file_name");
