import { authorise, type Viewer as AccessViewer } from '../../auth/authorise.ts';
import type { UserRow } from '../users/public.ts';
import type { Viewer } from './types.ts';

/** The order services' viewer: the user, staff when they may manage any order. */
export function orderViewer(user: UserRow, viewer: AccessViewer): Viewer {
  return { user, isStaff: authorise(viewer, 'orders.manage') };
}
