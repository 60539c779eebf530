/** How a review's rating is drawn: five stars, the rating rounded to whole stars filled. */
export const RATING_MAX = 5;

export function reviewStars(rating: number): string {
  const filled = Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(RATING_MAX - filled);
}
