// Moved to the contract, shared with the API's Playwright import (issue 14).
export { describeAction, describeAssertion, plainText, type Words } from '@vigil/contract';
