/** The listing island tests' filter groups: lines, colours and three price buckets. */
import type { ListingGroup } from '../../../../src/islands/listing/state.ts';

export const GROUPS: ListingGroup[] = [
  {
    code: 'seria',
    label: 'Line',
    options: [
      { id: '1', label: 'A', type: 'seria', count: 2 },
      { id: '3', label: 'E', type: 'seria', count: 1 },
      { id: '10', label: 'S', type: 'seria', count: 1 },
    ],
  },
  {
    code: 'color',
    label: 'Colour',
    options: [
      { id: '10', label: 'White', type: 'color', count: 2 },
      { id: '11', label: 'Blue', type: 'color', count: 2 },
    ],
  },
  {
    code: 'price',
    label: 'Price',
    options: [
      { id: '0-50', label: '< 50', type: 'price', from: 0, to: 50, count: 1 },
      { id: '50-100', label: '50 - 100', type: 'price', from: 50, to: 100, count: 1 },
      { id: '150-', label: '≥ 150', type: 'price', from: 150, count: 1 },
    ],
  },
];
