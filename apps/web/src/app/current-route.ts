import { useMatches } from 'react-router';
import type { ProtectedRouteDef } from './routes';

/** What a signed-in route carries in its `handle`. */
export interface RouteHandle {
  route: ProtectedRouteDef;
}

/** The definition of the deepest matched signed-in route, if any. */
export function useCurrentRouteDef(): ProtectedRouteDef | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
