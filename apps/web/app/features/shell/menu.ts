import { preloadDialog } from "../../ui/hash-modal";

/** The `#menu` hash modal: its name, and its code loaded on demand. */
export const menuModal = "menu";

export const loadSideMenu = () => import("./side-menu");

/** Starts loading the menu before it is asked for (pointer over or focus on the toggle). */
export function preloadMenu(): void {
  preloadDialog();
  void loadSideMenu();
}
