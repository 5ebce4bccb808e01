/** Query keys for dashboards; a sale invalidates `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  provider: () => [...dashboardKeys.all, 'provider'] as const,
  pos: (range: { fromDate: string; toDate: string }) => [...dashboardKeys.all, 'pos', range] as const,
};
