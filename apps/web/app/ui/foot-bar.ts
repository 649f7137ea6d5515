/**
 * How tall the bar fixed at the foot of the screen is: what floats above it (the back-to-top button) and the
 * room the page keeps below its end (app.css) follow it.
 */
const footBarProperty = "--foot-bar";

/**
 * A foot bar's ref (React calls the returned cleanup when the bar goes): while the bar is fixed at the foot of
 * the screen (phones: the lot's contacts bar, my items' selection bar), its height is the page's `--foot-bar`,
 * so the back-to-top button floats above it instead of covering it. Hidden or placed elsewhere at a
 * breakpoint (its size changes then), it counts 0.
 */
export function footBarRef(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const root = document.documentElement.style;
  const measure = () => {
    const fixed = getComputedStyle(bar).position === "fixed";
    root.setProperty(footBarProperty, `${fixed ? bar.offsetHeight : 0}px`);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(bar);
  measure();
  return () => {
    observer.disconnect();
    root.removeProperty(footBarProperty);
  };
}
