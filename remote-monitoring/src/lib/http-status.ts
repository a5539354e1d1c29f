// One copy, in @vigil/shared (its query cache decides retries by it); kept here for the imports.
export { httpStatusOf } from '@vigil/shared';
