/** A product content entry of the content service, as the snapshot holds it. */
export const entry = (over: Record<string, unknown> = {}) => ({
  _id: 'x',
  sku: 'A-1',
  product_title: 'Title',
  content_boxes: [{ title: 'Action', content: '<p>Soothes.</p>' }],
  expert_tips: ['Apply on damp skin.'],
  video: 'https://www.youtube-nocookie.com/embed/abc',
  complementary_skus: ['B-2'],
  leaflet: '/leaflets/a-1.pdf',
  benefit_1: 'Soothes itching',
  benefit_2: 'Rebuilds the barrier',
  shops: [{ name: 'Shop', url: 'https://example.com/shop' }],
  ...over,
});
