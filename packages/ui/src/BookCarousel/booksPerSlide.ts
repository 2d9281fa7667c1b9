/** How many book cards fit side by side at a viewport `width` (px). */
export function booksPerSlide(width: number): number {
  if (width > 950) return 5;
  if (width > 760) return 4;
  if (width > 570) return 3;
  if (width > 390) return 2;
  return 1;
}

/** Swiper `breakpoints` (min widths) matching `booksPerSlide`. */
export const bookCarouselBreakpoints: Record<number, { slidesPerView: number }> = {
  0: { slidesPerView: booksPerSlide(0) },
  391: { slidesPerView: booksPerSlide(391) },
  571: { slidesPerView: booksPerSlide(571) },
  761: { slidesPerView: booksPerSlide(761) },
  951: { slidesPerView: booksPerSlide(951) },
};
