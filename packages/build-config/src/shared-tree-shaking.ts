/**
 * Shared singletons tree-shaken to the exports the apps use (Module Federation's `treeShaking`), one list per package
 * for the shell and every remote, so the copy the shell provides is the copy every remote can run: different lists per
 * app gave one app a router without the export it needed. shared-tree-shaking.test.ts fails when any app's source
 * imports an export not listed here, or a list names one nobody imports.
 */
export const ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Router',
  'Routes',
  'UNSAFE_NavigationContext',
  'UNSAFE_createBrowserHistory',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const

export const REACT_QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'infiniteQueryOptions',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useIsFetching',
  'useMutation',
  'useQuery',
  'useQueryClient',
] as const

export const REACT_INTL_EXPORTS = [
  'FormattedMessage',
  'IntlProvider',
  'createIntl',
  'createIntlCache',
  'useIntl',
] as const

export const JOTAI_UTILS_EXPORTS = ['atomWithStorage'] as const

/** Shared packages tree-shaken to one used-exports list. */
export const TREE_SHAKEN: Record<string, readonly string[]> = {
  'react-router-dom': ROUTER_EXPORTS,
  '@tanstack/react-query': REACT_QUERY_EXPORTS,
  'react-intl': REACT_INTL_EXPORTS,
  'jotai/utils': JOTAI_UTILS_EXPORTS,
}

/** The import specifiers through which source reaches each tree-shaken package (the router re-exports react-router). */
export const IMPORTED_AS: Record<keyof typeof TREE_SHAKEN, readonly string[]> = {
  'react-router-dom': ['react-router-dom', 'react-router', 'react-router/dom'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  'react-intl': ['react-intl'],
  'jotai/utils': ['jotai/utils'],
}
