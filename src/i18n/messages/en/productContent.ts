/** English texts of the product page content blocks and of the site map. */
export const productContent = {
  'productContent.about': 'About the product',
  'productContent.videoTitle': 'Video about {name}',
  'productContent.videoLink': 'Watch the video about {name}',
  'productContent.leafletLink': 'Download the leaflet (PDF)',
  'productContent.shops': 'Buy online',
  'siteMap.pages': 'Pages',
  'siteMap.categories': 'Product categories',
  'siteMap.needs': 'Products by need',
  'siteMap.products': 'Products from A to Z',
} as const;
