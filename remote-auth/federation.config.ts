/** Sign-in, sign-up, passwords, Google return and the setup wizard. */
export const app = {
  name: 'auth',
  title: 'Vigil — sign in',
  port: 3001,
  exposes: { './App': './src/app.tsx' },
};
