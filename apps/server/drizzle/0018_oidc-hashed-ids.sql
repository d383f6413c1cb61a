-- oidc-provider's ids are bearer values (access tokens, codes, session cookies): rows are keyed by their
-- SHA-256 instead (services/identity/oidc/oidc-adapter.ts) and the payload's own copies are dropped, so a
-- read of this table grants nothing. Existing rows are re-keyed the same way: nobody has to sign in again.
UPDATE "oidc_payloads" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex'), "payload" = ("payload" - 'jti') #- '{session,cookie}';
