/** English texts of series, emotopic and hair-loss landing pages. */
export const landing = {
  'landing.products': 'Products',
  'landing.buyTogether': 'Buy together',
  'landing.gift': 'Gift with your order',
  'landing.giftNote': 'Added to your order free of charge',
  'landing.faq': 'Questions and answers',
  'landing.reviews': 'Reviews',
  'landing.rating': 'Rated {rating} out of {max}',
  'landing.lineProducts': 'Products of the {line} line',
  'landing.allLineProducts': 'All products of the {line} line',
  'landing.more': 'More on this topic',
} as const;
