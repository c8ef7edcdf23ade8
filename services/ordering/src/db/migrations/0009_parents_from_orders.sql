-- Parents who registered before ordering kept the parents read model are known from their latest
-- lunch's contact details, so the weekly runs reach them before their next profile change. The
-- version is the epoch: any user.registered or user.updated that arrives later wins.
INSERT INTO "ordering"."parents" ("user_id", "full_name", "email", "phone", "version")
SELECT DISTINCT ON ("user_id") "user_id", "parent_name", "email", "phone", TIMESTAMPTZ '1970-01-01 00:00:00+00'
FROM "ordering"."lunch_orders"
ORDER BY "user_id", "created_at" DESC
ON CONFLICT ("user_id") DO NOTHING;
