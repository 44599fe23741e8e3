CREATE TABLE "low_stock_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
