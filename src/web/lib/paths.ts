// Every API path the web app calls, in one typed registry (STYLE.md §6).
export const apiPaths = {
  health: () => '/api/health',
  publicConfig: () => '/api/public-config',
  postcode: (postcode: string) => `/api/postcodes/${encodeURIComponent(postcode)}`,
  me: () => '/api/account/me',
  session: () => '/api/account/session',
  captcha: () => '/api/account/captcha',
  register: () => '/api/account/register',
  login: () => '/api/account/login',
  loginState: () => '/api/account/login-state',
  logout: () => '/api/account/logout',
  verifyEmail: () => '/api/account/verify-email',
  resendVerification: () => '/api/account/resend-verification',
  forgotPassword: () => '/api/account/forgot-password',
  resetPassword: () => '/api/account/reset-password',
  changePassword: () => '/api/account/change-password',
} as const;
