export * from './import';
