CREATE TABLE "help_article_seeds" (
	"article_id" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An existing deployment (it has topics) was offered the 18 articles of the first release on its
-- first start, and every article it holds now: record them, so articles staff deleted stay
-- deleted and only the built-in articles added since (atrial flutter, VF, heart block, heart
-- rate, beat times) arrive on the next start. A fresh database records nothing here.
INSERT INTO "help_article_seeds" ("article_id")
SELECT v.id FROM (VALUES
  ('contact-us'), ('deleting-your-account'), ('changing-your-email'), ('resetting-your-password'),
  ('what-is-an-ecg'), ('why-blood-pressure-matters'), ('contacting-a-cardiologist'),
  ('placing-an-order'), ('wearing-the-device'), ('returning-the-device'),
  ('accessing-your-results'), ('sharing-your-report-with-your-gp'), ('tips-pns-index'),
  ('tips-sns-index'), ('tips-stress-index'), ('tips-average-heart-rate'),
  ('tips-respiratory-rate'), ('tips-rr-interval')
) AS v(id)
WHERE EXISTS (SELECT 1 FROM "help_topics")
UNION
SELECT "id" FROM "help_articles"
ON CONFLICT DO NOTHING;
