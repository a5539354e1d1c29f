/** The paths this remote renders (product.md §2). */
export const paths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  googleConfirm: '/google-confirm',
  accountNew: '/account/new',
  accountJoin: '/account/join',
} as const;
