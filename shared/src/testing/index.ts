/**
 * `@vigil/shared/testing`: what the apps' tests share (contract-valid fixtures, the remote test
 * kit, a render under the app providers). The `jest.mock('@vigil/shared', …)` factory lives in
 * its own entry, `@vigil/shared/testing/shared-mock`: a factory must not load this barrel, whose
 * remote kit imports `@vigil/shared` itself while the mock is still being built.
 */
export { failOnContractDrift } from './contract-answers';
export { authFixture, sessionFixture, slicesFixture } from './fixtures';
export {
  answerCalls,
  callsTo,
  callsWithConfigTo,
  httpError,
  renderRemote,
  resetBetweenTests,
} from './remote-kit';
export { renderWithProviders } from './render-with-providers';
