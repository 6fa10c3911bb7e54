-- The office's logo and primary colour (decision 0249); null keeps the name alone and the design system's colour.
ALTER TABLE "business_profile" ADD COLUMN "logo" TEXT;
ALTER TABLE "business_profile" ADD COLUMN "primary_color" TEXT;
