import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { slackKeys } from './keys';

/** GET /v1/auth/slack: channel and masked webhook, whether the app install is offered. */
export const getSlack = () => call('getSlack');

export function useSlackStatus() {
  return useQuery({ queryKey: slackKeys.status(), queryFn: getSlack });
}
