/** Query keys of the dashboard feature, generic to specific. */
export const dashboardKeys = {
  all: () => ['admin', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all(), 'stats'] as const,
}
