/** First-site onboarding. */
export const app = {
  name: 'onboarding',
  title: 'Vigil — onboarding',
  port: 3002,
  exposes: { './App': './src/app.tsx' },
};
