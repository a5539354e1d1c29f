export { resetBetweenTests } from '@vigil/shared/src/testing/remote-kit';
