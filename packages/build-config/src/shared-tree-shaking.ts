/**
 * The router exports any app uses, one list for the shell and every remote. The shared router is tree-shaken to
 * this list (Module Federation's `treeShaking`), so the copy the shell provides is the copy every remote can run:
 * different lists per app gave one app a router without the export it needed. shared-tree-shaking.test.ts fails when
 * any app's source imports an export not listed here, or the list names one nobody imports.
 */
export const ROUTER_EXPORTS = [
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'createBrowserRouter',
  'createMemoryRouter',
  'matchPath',
  'useBlocker',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const

/** Shared packages tree-shaken to one used-exports list. */
export const TREE_SHAKEN: Record<string, readonly string[]> = {
  'react-router-dom': ROUTER_EXPORTS,
}
