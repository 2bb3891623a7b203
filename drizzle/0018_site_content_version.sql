CREATE TABLE "site_content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
