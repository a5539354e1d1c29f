/** Query keys of the team's Slack connection. */
export const slackKeys = {
  all: ['slack'] as const,
  status: () => [...slackKeys.all, 'status'] as const,
};
