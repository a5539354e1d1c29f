import { secretFieldNames } from './common';
import { endpoints } from './endpoints';

const names = (schema: Parameters<typeof secretFieldNames>[0]) => secretFieldNames(schema).sort();

/**
 * The request log redacts by these names (issue 42): webhook URLs and headers sit behind
 * defaults (`.default([])`), `.partial()` and the flow node's union of task types, and a name
 * missed there would be logged in clear.
 */
describe('secretFieldNames', () => {
  it("finds a webhook's fields in alert and flow bodies, whatever wraps them", () => {
    expect(names(endpoints.createAlert.body)).toEqual(['target']);
    expect(names(endpoints.updateAlert.body)).toEqual(['target']);
    expect(names(endpoints.createFlow.body)).toEqual(['headers', 'uri']);
    expect(names(endpoints.updateFlow.body)).toEqual(['headers', 'uri']);
  });

  it('finds them in the answers too, lists and runs included', () => {
    expect(names(endpoints.listAlerts.response)).toEqual(['target']);
    expect(names(endpoints.listAlertDeliveries.response)).toEqual(['target']);
    expect(names(endpoints.getFlow.response)).toEqual(['headers', 'uri']);
    expect(names(endpoints.listFlowRuns.response)).toEqual(['headers', 'uri']);
  });

  it("still finds a team secret's value, and nothing where nothing is marked", () => {
    expect(names(endpoints.putSecret.body)).toEqual(['value']);
    expect(names(endpoints.createSite.body)).toEqual([]);
  });
});
