// The mock lives with @vigil/shared (one copy for every remote); this path is what tests' jest.mock
// factories require.
export { setRuntimeConfig, sharedWithMocks } from '@vigil/shared/testing/shared-mock';
