import { useEffect, useRef, useState } from 'react';

/** The rendered width of an element, kept up to date (charts draw at real pixel size). */
export function useWidth<T extends HTMLElement>(initial = 640) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer's first report (right after the next layout) gives the starting width: reading
    // it here, in the effect, would force a layout of the whole page in the middle of start-up.
    const update = () => setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width)));
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
