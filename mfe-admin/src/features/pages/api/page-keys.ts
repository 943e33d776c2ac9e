/** Query keys of the admin pages screen, generic to specific; invalidating `all()` refreshes every one. */
export const adminPageKeys = {
  all: () => ['admin', 'pages'] as const,
  lists: () => [...adminPageKeys.all(), 'list'] as const,
  list: (search: string) => [...adminPageKeys.lists(), search] as const,
  details: () => [...adminPageKeys.all(), 'detail'] as const,
  detail: (id: string) => [...adminPageKeys.details(), id] as const,
}
