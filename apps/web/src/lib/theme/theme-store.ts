import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Layout types of the signed-in shell (spec §3). */
export const LAYOUT_TYPES = [
  'collapsibleSide',
  'stackedSide',
  'topBarClassic',
  'framelessSide',
  'contentOverlay',
  'blank',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export const CONTROL_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type ControlSize = (typeof CONTROL_SIZES)[number];

export type Direction = 'ltr' | 'rtl';
export type Mode = 'light' | 'dark';

export interface LayoutSettings {
  type: LayoutType;
  sideNavCollapse: boolean;
  previousType?: LayoutType | '';
}

/** The theme settings exactly as the specification lists them (§3). */
export interface ThemeSettings {
  themeSchema: string;
  direction: Direction;
  mode: Mode;
  panelExpand: boolean;
  controlSize: ControlSize;
  layout: LayoutSettings;
}

export const defaultThemeSettings = (): ThemeSettings => ({
  themeSchema: '',
  direction: 'ltr',
  mode: 'light',
  panelExpand: false,
  controlSize: 'md',
  layout: { type: 'collapsibleSide', sideNavCollapse: false },
});

interface ThemeActions {
  setSchema: (themeSchema: string) => void;
  setDirection: (direction: Direction) => void;
  setMode: (mode: Mode) => void;
  setPanelExpand: (panelExpand: boolean) => void;
  setControlSize: (controlSize: ControlSize) => void;
  /** The user's choice of layout (settings); forgets any route override in force. */
  setLayout: (type: LayoutType) => void;
  setSideNavCollapse: (sideNavCollapse: boolean) => void;
  setPreviousLayout: (previousType: LayoutType | '') => void;
  /**
   * Called on every route change with the route's own layout (or none). Entering a route with an
   * override remembers the current layout in `previousType`; leaving it restores that layout.
   */
  applyRouteLayout: (override: LayoutType | undefined) => void;
}

export type ThemeState = ThemeSettings & ThemeActions;

// Declared before the store: hydration from localStorage runs while the store is created.
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Stored settings from an older or tampered entry fall back field by field to the defaults. */
function sanitize(persisted: unknown, current: ThemeState): ThemeState {
  if (!persisted || typeof persisted !== 'object') return current;
  const p = persisted as Partial<ThemeSettings>;
  const layout = (p.layout ?? {}) as Partial<LayoutSettings>;
  return {
    ...current,
    themeSchema: typeof p.themeSchema === 'string' ? p.themeSchema : current.themeSchema,
    direction: isOneOf(['ltr', 'rtl'], p.direction) ? p.direction : current.direction,
    mode: isOneOf(['light', 'dark'], p.mode) ? p.mode : current.mode,
    panelExpand: typeof p.panelExpand === 'boolean' ? p.panelExpand : current.panelExpand,
    controlSize: isOneOf(CONTROL_SIZES, p.controlSize) ? p.controlSize : current.controlSize,
    layout: {
      type: isOneOf(LAYOUT_TYPES, layout.type) ? layout.type : current.layout.type,
      sideNavCollapse:
        typeof layout.sideNavCollapse === 'boolean'
          ? layout.sideNavCollapse
          : current.layout.sideNavCollapse,
      ...(isOneOf(LAYOUT_TYPES, layout.previousType) ? { previousType: layout.previousType } : {}),
    },
  };
}

export const THEME_STORAGE_KEY = 'theme';

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      ...defaultThemeSettings(),
      setSchema: (themeSchema) => set({ themeSchema }),
      setDirection: (direction) => set({ direction }),
      setMode: (mode) => set({ mode }),
      setPanelExpand: (panelExpand) => set({ panelExpand }),
      setControlSize: (controlSize) => set({ controlSize }),
      setLayout: (type) =>
        set((state) => ({ layout: { ...state.layout, type, previousType: '' } })),
      setSideNavCollapse: (sideNavCollapse) =>
        set((state) => ({ layout: { ...state.layout, sideNavCollapse } })),
      setPreviousLayout: (previousType) =>
        set((state) => ({ layout: { ...state.layout, previousType } })),
      applyRouteLayout: (override) =>
        set((state) => {
          const { type, previousType } = state.layout;
          if (override) {
            if (type === override) return state;
            // Keep the user's own layout when moving between two routes that both override.
            return {
              layout: { ...state.layout, type: override, previousType: previousType || type },
            };
          }
          if (!previousType) return state;
          return { layout: { ...state.layout, type: previousType, previousType: '' } };
        }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      version: 0,
      partialize: (state): ThemeSettings => ({
        themeSchema: state.themeSchema,
        direction: state.direction,
        mode: state.mode,
        panelExpand: state.panelExpand,
        controlSize: state.controlSize,
        layout: state.layout,
      }),
      merge: (persisted, current) => sanitize(persisted, current),
    },
  ),
);
