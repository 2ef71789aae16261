import { Outlet } from 'react-router';

/** The separate shell anonymous visitors get. */
export function PublicLayout() {
  return <Outlet />;
}
