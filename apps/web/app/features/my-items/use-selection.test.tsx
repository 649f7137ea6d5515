import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { useSelection } from "./use-selection";

/*
 * The hook runs in a real React root over a container that only listens (the probe renders nothing, so no
 * element is ever created): enough of a DOM for effects and a memory router, without a browser.
 */
type Listener = (event: { key: string }) => void;
const listeners = new Set<Listener>();
const fakeNode = () => ({
  nodeType: 1,
  nodeName: "DIV",
  tagName: "DIV",
  addEventListener: () => {},
  removeEventListener: () => {},
});
const container = { ...fakeNode(), ownerDocument: { ...fakeNode(), nodeType: 9 } };
const document = {
  activeElement: null,
  addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
  removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  querySelector: () => null,
};
Object.assign(globalThis, {
  IS_REACT_ACT_ENVIRONMENT: true,
  window: { event: undefined, document, HTMLIFrameElement: class {} },
  document,
});

afterAll(() => {
  for (const name of ["IS_REACT_ACT_ENVIRONMENT", "window", "document"])
    Reflect.deleteProperty(globalThis, name);
});

let selection: ReturnType<typeof useSelection>;
function Probe() {
  selection = useSelection();
  return null;
}

const lot = (id: number) => ({ id, status: 1 as const, xmlImported: false });

describe("the selection of my items", () => {
  let root: ReturnType<typeof createRoot> | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  async function mount(path: string) {
    const router = createMemoryRouter([{ path: "*", Component: Probe }], { initialEntries: [path] });
    root = createRoot(container as unknown as HTMLElement);
    await act(async () => root?.render(<RouterProvider router={router} />));
    return router;
  }

  it("clears when the path changes, and stays across a new query (another page of the list)", async () => {
    const router = await mount("/my/items");
    act(() => {
      selection.toggle(lot(1), true);
      selection.toggle(lot(2), true);
    });
    expect([...selection.selected.keys()]).toEqual([1, 2]);
    await act(() => router.navigate("/my/items?page=2"));
    expect(selection.selected.size).toBe(2);
    await act(() => router.navigate("/ru/my/items"));
    expect(selection.selected.size).toBe(0);
  });

  it("clears on Escape", async () => {
    await mount("/my/items");
    act(() => selection.toggle(lot(3), true));
    expect(selection.selected.size).toBe(1);
    act(() => {
      for (const listener of listeners) listener({ key: "Escape" });
    });
    expect(selection.selected.size).toBe(0);
  });
});
