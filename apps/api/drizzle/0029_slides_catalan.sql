-- Issue 35: a slide's headline in Catalan, optional as the catalogue's Catalan texts (0027): a missing one
-- reads as the Spanish. Named as the other headline columns, which keep the name of the image's alt.
ALTER TABLE "slider_images" ADD COLUMN "alt_cat" text;
