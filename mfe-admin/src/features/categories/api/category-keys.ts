/** Query keys of the admin categories screen (apart from the shop's own category queries). */
export const categoryKeys = {
  all: () => ['admin', 'categories'] as const,
  tree: () => [...categoryKeys.all(), 'tree'] as const,
}
