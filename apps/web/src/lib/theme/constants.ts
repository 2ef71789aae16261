/**
 * Layout size constants (spec §9: 290, 80, 80, 270, 64). Their meaning here: side-menu width,
 * collapsed side-menu width, mini rail width of the stacked menu, its secondary panel width and
 * header height, in CSS pixels.
 */
export const SIDE_NAV_WIDTH = 290;
export const SIDE_NAV_COLLAPSED_WIDTH = 80;
export const STACKED_MINI_RAIL_WIDTH = 80;
export const STACKED_SECONDARY_PANEL_WIDTH = 270;
export const HEADER_HEIGHT = 64;

export const LAYOUT_SIZE_VARIABLES: Record<string, number> = {
  '--hc-side-nav-width': SIDE_NAV_WIDTH,
  '--hc-side-nav-collapsed-width': SIDE_NAV_COLLAPSED_WIDTH,
  '--hc-mini-rail-width': STACKED_MINI_RAIL_WIDTH,
  '--hc-secondary-panel-width': STACKED_SECONDARY_PANEL_WIDTH,
  '--hc-header-height': HEADER_HEIGHT,
};

/** Content spacing of pages (spec §9). */
export const CONTENT_SPACING = 'px-4 sm:px-6 md:px-8';
