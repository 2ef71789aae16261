import './index.css';
import { redirectEarly } from './app/early-redirect';
import { applyStoredModeEarly } from './app/early-theme';

applyStoredModeEarly();

// A provider screen goes straight to the identity provider (app/early-redirect); every other
// page, and that one when it cannot, starts the app.
void redirectEarly().then((leaving) => {
  if (!leaving) void import('./start');
});
