// Moved to the contract, shared with the API's Playwright import (issue 14).
export { literal, specFileName, toPlaywrightSpec } from '@vigil/contract';
