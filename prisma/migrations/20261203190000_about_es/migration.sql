-- The About page in Spanish (decision 0248); [] shows the English paragraphs on the Spanish page.
ALTER TABLE "business_profile" ADD COLUMN "about_es" TEXT NOT NULL DEFAULT '[]';
