/**
 * The first screen: a page the server sends drawn, which React then adopts (`hydrateRoot`) instead of drawing it again.
 * Drawn: the pages a first visit lands on, the same for every signed-out shopper, in English (`drawsAhead`), with the
 * API's answers they were drawn with (`DRAWN_ANSWERS`, `drawnAnswers`); cookies tell the server what only the device
 * knows (`keepCookie`). Adopting: `#root` carries `ADOPTING`; links and text fields work as they are, and a tap on a
 * control is held (`holdTaps`, inlined in the page's start script: self-contained), then done once the mark goes.
 * Adopted: main.tsx adopts the page once its code and the router are there, and `App`'s first effect removes the mark.
 * A page takes part by drawing the same on both sides (`DrawnPage`; the report the app opened on, `useOpening`, drawn
 * whole by `useAfterPaint`), by keeping what was typed (`useTypedBeforeAdoption`), and by saying when it shows before
 * the sign-in state is known (`export const beforeIdentity = true`). The frame imports first-screen.css itself.
 */
export {
  cookieValue,
  DRAWN_ANSWERS,
  drawnAnswers,
  drawnEvaluationKey,
  drawsAhead,
  keepCookie,
  LANGUAGE_COOKIE,
  PREFERENCES_COOKIE,
  SIGNED_IN_COOKIE,
  type Answer,
  type Question,
} from './first-screen.ts';
export { ADOPTING, holdTaps, useTypedBeforeAdoption } from './held-taps.ts';
export { DrawnPage, useAfterPaint } from './use-after-paint.ts';
