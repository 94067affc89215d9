/** The profile menu and /settings restart the guided tour through this window event. */
export const START_TOUR_EVENT = "church:start-tour";

export function startTour() {
  window.dispatchEvent(new Event(START_TOUR_EVENT));
}
