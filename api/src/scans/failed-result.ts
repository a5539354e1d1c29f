import { lighthouseNotRun } from './lighthouse';

/** A scan's result when its page could not be captured: the reason, and nothing measured. */
export function failedResult(error: string) {
  return {
    html_artifact_id: null,
    image_artifact_ids: [],
    logs: [],
    lighthouse: lighthouseNotRun('not_run'),
    a11y: null,
    security: null,
    timings: null,
    score: null,
    error: error.slice(0, 500),
    http_status: null,
  };
}
