export { resetBetweenTests } from '@vigil/shared/testing';
