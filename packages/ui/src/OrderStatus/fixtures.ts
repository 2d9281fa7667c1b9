import type { OrderView } from './order';

/** Orders for the kit's stories. */
export const storyOrders: OrderView[] = [
  {
    id: '7a1b2c3d-0000-4000-8000-000000000001',
    status: 'placed',
    createdAt: '2026-11-21T10:00:00.000Z',
    total: 63.8,
    items: [
      { id: 'b1', name: 'Cien años de soledad', count: 2, price: 21.9 },
      { id: 'b2', name: 'Rayuela', count: 1, price: 20 },
    ],
    delivery: {
      street: 'Carrer de Mallorca, 401',
      postcode: '08013',
      town: 'Barcelona',
      telephone: '+34 931 234 567',
      free: true,
    },
  },
  {
    id: '5e6f7a8b-0000-4000-8000-000000000002',
    status: 'shipped',
    createdAt: '2026-11-12T09:30:00.000Z',
    total: 24.9,
    items: [{ id: 'b3', name: 'Don Quijote de la Mancha', count: 1, price: 24.9 }],
    delivery: {
      street: 'Carrer Major, 12',
      postcode: '17001',
      town: 'Girona',
      telephone: '+34 972 000 111',
      free: false,
    },
  },
];
