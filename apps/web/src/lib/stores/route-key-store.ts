import { create } from 'zustand';

/** The current-route key, changed on every route change (spec §4). */
interface RouteKeyState {
  currentRouteKey: string;
  setCurrentRouteKey(key: string): void;
}

export const useRouteKeyStore = create<RouteKeyState>()((set) => ({
  currentRouteKey: '',
  setCurrentRouteKey: (currentRouteKey) => set({ currentRouteKey }),
}));
