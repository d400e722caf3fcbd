// Every API path the web app calls, in one typed registry (STYLE.md §6).
export const apiPaths = {
  health: () => '/api/health',
  publicConfig: () => '/api/public-config',
  postcode: (postcode: string) => `/api/postcodes/${encodeURIComponent(postcode)}`,
} as const;
