import './jitless-in-browsers.ts';
export * from './common.ts';
export * from './product-facts.ts';
export * from './report.ts';
export * from './product.ts';
export * from './preferences.ts';
