export * from './analytics';
export * from './assessment';
export * from './auth';
export * from './commerce';
export * from './email';
export * from './practices';
