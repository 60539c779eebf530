export * from './types.ts';
export * from './messages.ts';
export * from './items.ts';
export * from './checkout.ts';
export * from './stock.ts';
export * from './shipping.ts';
export * from './add-items.ts';
