export * from './auth';
export * from './billing';
export * from './common';
export * from './endpoints';
export * from './ops';
export * from './plans';
export * from './routes';
export * from './survey';
