/** Every other shell screen: home, sites, pages, scans, tests, cases, flows, issues, logs… */
export const app = {
  name: 'monitoring',
  title: 'Vigil — monitoring',
  port: 3004,
  exposes: { './App': './src/app.tsx' },
};
