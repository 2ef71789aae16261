// The app itself: loaded by main.tsx unless a provider screen could go straight to the provider.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// In a transition, React renders in slices of a few milliseconds and lets the browser in between,
// rather than blocking it for the whole first render.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
