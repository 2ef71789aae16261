/** The five colours each scheme defines for light and dark mode (spec §3). */
export interface SchemeColours {
  /** Accent for borders, focus rings and icons. */
  primary: string;
  /** Filled buttons and active text on light surfaces: AA contrast with white text. */
  primaryDeep: string;
  /** Hover states and accent text on dark surfaces. */
  primaryMild: string;
  /** Tinted backgrounds (selected menu item, badges). */
  primarySubtle: string;
  /** The surface colour of header, menus and cards. */
  neutral: string;
}

export const SCHEME_NAMES = ['default', 'dark', 'green', 'purple', 'orange'] as const;
export type SchemeName = (typeof SCHEME_NAMES)[number];

export const schemes: Record<SchemeName, { light: SchemeColours; dark: SchemeColours }> = {
  default: {
    light: {
      primary: '#2563eb',
      primaryDeep: '#1d4ed8',
      primaryMild: '#3b82f6',
      primarySubtle: '#dbeafe',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#3b82f6',
      primaryDeep: '#1d4ed8',
      primaryMild: '#93c5fd',
      primarySubtle: '#1e3a8a',
      neutral: '#111827',
    },
  },
  dark: {
    light: {
      primary: '#374151',
      primaryDeep: '#1f2937',
      primaryMild: '#4b5563',
      primarySubtle: '#e5e7eb',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#9ca3af',
      primaryDeep: '#374151',
      primaryMild: '#e5e7eb',
      primarySubtle: '#374151',
      neutral: '#0b0f19',
    },
  },
  green: {
    light: {
      primary: '#059669',
      primaryDeep: '#047857',
      primaryMild: '#10b981',
      primarySubtle: '#d1fae5',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#10b981',
      primaryDeep: '#047857',
      primaryMild: '#6ee7b7',
      primarySubtle: '#064e3b',
      neutral: '#111827',
    },
  },
  purple: {
    light: {
      primary: '#7c3aed',
      primaryDeep: '#6d28d9',
      primaryMild: '#8b5cf6',
      primarySubtle: '#ede9fe',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#8b5cf6',
      primaryDeep: '#6d28d9',
      primaryMild: '#c4b5fd',
      primarySubtle: '#4c1d95',
      neutral: '#111827',
    },
  },
  orange: {
    light: {
      primary: '#ea580c',
      primaryDeep: '#9a3412',
      primaryMild: '#f97316',
      primarySubtle: '#ffedd5',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#f97316',
      primaryDeep: '#9a3412',
      primaryMild: '#fdba74',
      primarySubtle: '#7c2d12',
      neutral: '#111827',
    },
  },
};

/** An empty or unknown themeSchema means the default (blue) scheme. */
export function schemeColours(themeSchema: string, mode: 'light' | 'dark'): SchemeColours {
  const name = (SCHEME_NAMES as readonly string[]).includes(themeSchema)
    ? (themeSchema as SchemeName)
    : 'default';
  return schemes[name][mode];
}

/** CSS custom properties index.css maps to the Tailwind colours primary … neutral. */
export const CSS_VARIABLES: Record<keyof SchemeColours, string> = {
  primary: '--hc-primary',
  primaryDeep: '--hc-primary-deep',
  primaryMild: '--hc-primary-mild',
  primarySubtle: '--hc-primary-subtle',
  neutral: '--hc-neutral',
};
