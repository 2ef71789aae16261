import { beforeEach, describe, expect, it, vi } from 'vitest';

const stored = (state: Record<string, unknown>) =>
  localStorage.setItem('theme', JSON.stringify({ state, version: 0 }));

async function freshStore() {
  vi.resetModules();
  return (await import('./theme-store')).useThemeStore;
}

describe('theme store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with exactly the specification’s fields and defaults', async () => {
    const store = await freshStore();
    const { themeSchema, direction, mode, panelExpand, controlSize, layout } = store.getState();
    expect({ themeSchema, direction, mode, panelExpand, controlSize, layout }).toEqual({
      themeSchema: '',
      direction: 'ltr',
      mode: 'light',
      panelExpand: false,
      controlSize: 'md',
      layout: { type: 'collapsibleSide', sideNavCollapse: false },
    });
  });

  it('persists under `theme` with only the settings, not the actions', async () => {
    const store = await freshStore();
    store.getState().setMode('dark');
    store.getState().setSchema('green');
    store.getState().setControlSize('lg');
    const saved = JSON.parse(localStorage.getItem('theme')!) as { state: Record<string, unknown> };
    expect(Object.keys(saved.state).sort()).toEqual(
      ['controlSize', 'direction', 'layout', 'mode', 'panelExpand', 'themeSchema'].sort(),
    );
    expect(saved.state).toMatchObject({ mode: 'dark', themeSchema: 'green', controlSize: 'lg' });
  });

  it('restores stored settings on start', async () => {
    stored({
      themeSchema: 'purple',
      direction: 'rtl',
      mode: 'dark',
      panelExpand: true,
      controlSize: 'xs',
      layout: { type: 'topBarClassic', sideNavCollapse: true },
    });
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      themeSchema: 'purple',
      direction: 'rtl',
      mode: 'dark',
      panelExpand: true,
      controlSize: 'xs',
      layout: { type: 'topBarClassic', sideNavCollapse: true },
    });
  });

  it('falls back field by field when a stored entry is malformed', async () => {
    stored({ mode: 'neon', controlSize: 'xl', direction: 'rtl', layout: { type: 'sideways' } });
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      mode: 'light',
      controlSize: 'md',
      direction: 'rtl',
      layout: { type: 'collapsibleSide', sideNavCollapse: false },
    });
  });

  it('collapses the side menu', async () => {
    const store = await freshStore();
    store.getState().setSideNavCollapse(true);
    expect(store.getState().layout.sideNavCollapse).toBe(true);
  });
});

describe('route layout override', () => {
  beforeEach(() => localStorage.clear());

  it('uses the route’s layout while on it and restores the previous one on leaving', async () => {
    const store = await freshStore();
    store.getState().setLayout('stackedSide');
    store.getState().applyRouteLayout('blank');
    expect(store.getState().layout).toMatchObject({ type: 'blank', previousType: 'stackedSide' });
    store.getState().applyRouteLayout(undefined);
    expect(store.getState().layout.type).toBe('stackedSide');
    expect(store.getState().layout.previousType).toBe('');
  });

  it('keeps the user’s own layout across two overriding routes in a row', async () => {
    const store = await freshStore();
    store.getState().setLayout('topBarClassic');
    store.getState().applyRouteLayout('blank');
    store.getState().applyRouteLayout('contentOverlay');
    expect(store.getState().layout).toMatchObject({
      type: 'contentOverlay',
      previousType: 'topBarClassic',
    });
    store.getState().applyRouteLayout(undefined);
    expect(store.getState().layout.type).toBe('topBarClassic');
  });

  it('changes nothing for routes without an override or one equal to the current layout', async () => {
    const store = await freshStore();
    const before = store.getState().layout;
    store.getState().applyRouteLayout(undefined);
    store.getState().applyRouteLayout('collapsibleSide');
    expect(store.getState().layout).toBe(before);
  });

  it('restores after a reload on an overriding route (previousType is persisted)', async () => {
    stored({
      themeSchema: '',
      direction: 'ltr',
      mode: 'light',
      panelExpand: false,
      controlSize: 'md',
      layout: { type: 'blank', sideNavCollapse: false, previousType: 'framelessSide' },
    });
    const store = await freshStore();
    store.getState().applyRouteLayout(undefined);
    expect(store.getState().layout.type).toBe('framelessSide');
  });
});
