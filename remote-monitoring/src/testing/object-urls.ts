/**
 * jsdom has no object URLs: before each test of the file, a blob (a screenshot fetched with the
 * client, a download) gets `url`, and revoking one does nothing.
 */
export function stubObjectUrls(url = 'blob:screenshot') {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => url);
    URL.revokeObjectURL = jest.fn();
  });
}
